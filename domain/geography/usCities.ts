import { compareNames } from './collate'

/** A city (or well-known town) and the USPS code of the state, DC or Puerto Rico it is in. */
export interface UsCity {
  name: string
  stateCode: string
}

/**
 * For each state: its largest or best-known cities, plus the home towns of large health systems and
 * academic medical centres (Rochester MN — Mayo Clinic, Cleveland OH — Cleveland Clinic, Verona WI — Epic,
 * Danville PA — Geisinger, Lebanon NH — Dartmouth Health, …). DC has a single city, Washington.
 * Names follow the municipality's own spelling ("Saint Paul", "St. Louis", "Winston-Salem").
 */
const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  AK: ['Anchorage', 'Bethel', 'Fairbanks', 'Juneau', 'Kenai', 'Ketchikan', 'Kodiak', 'Palmer', 'Sitka', 'Wasilla'],
  AL: ['Auburn', 'Birmingham', 'Decatur', 'Dothan', 'Florence', 'Gadsden', 'Hoover', 'Huntsville', 'Madison', 'Mobile', 'Montgomery', 'Tuscaloosa'],
  AR: ['Bentonville', 'Conway', 'Fayetteville', 'Fort Smith', 'Hot Springs', 'Jonesboro', 'Little Rock', 'North Little Rock', 'Pine Bluff', 'Rogers', 'Springdale'],
  AZ: ['Chandler', 'Flagstaff', 'Gilbert', 'Glendale', 'Mesa', 'Peoria', 'Phoenix', 'Scottsdale', 'Surprise', 'Tempe', 'Tucson', 'Yuma'],
  CA: ['Anaheim', 'Bakersfield', 'Fresno', 'Irvine', 'Loma Linda', 'Long Beach', 'Los Angeles', 'Oakland', 'Palo Alto', 'Pasadena', 'Riverside', 'Sacramento', 'San Diego', 'San Francisco', 'San Jose'],
  CO: ['Arvada', 'Aurora', 'Boulder', 'Colorado Springs', 'Denver', 'Fort Collins', 'Grand Junction', 'Greeley', 'Lakewood', 'Longmont', 'Pueblo', 'Thornton', 'Westminster'],
  CT: ['Bridgeport', 'Danbury', 'Farmington', 'Hartford', 'Middletown', 'New Britain', 'New Haven', 'Norwalk', 'Stamford', 'Waterbury', 'West Hartford'],
  DC: ['Washington'],
  DE: ['Dover', 'Georgetown', 'Lewes', 'Middletown', 'Milford', 'Newark', 'Seaford', 'Smyrna', 'Wilmington'],
  FL: ['Boca Raton', 'Clearwater', 'Fort Lauderdale', 'Fort Myers', 'Gainesville', 'Hialeah', 'Hollywood', 'Jacksonville', 'Miami', 'Orlando', 'Pensacola', 'St. Petersburg', 'Tallahassee', 'Tampa', 'Weston'],
  GA: ['Albany', 'Athens', 'Atlanta', 'Augusta', 'Columbus', 'Gainesville', 'Johns Creek', 'Macon', 'Marietta', 'Roswell', 'Sandy Springs', 'Savannah', 'Valdosta'],
  HI: ['Hilo', 'Honolulu', 'Kahului', 'Kailua', 'Kaneohe', 'Kapolei', 'Kihei', 'Lihue', 'Pearl City', 'Waipahu'],
  IA: ['Ames', 'Cedar Falls', 'Cedar Rapids', 'Council Bluffs', 'Davenport', 'Des Moines', 'Dubuque', 'Iowa City', 'Sioux City', 'Waterloo', 'West Des Moines'],
  ID: ['Boise', 'Caldwell', "Coeur d'Alene", 'Idaho Falls', 'Lewiston', 'Meridian', 'Nampa', 'Pocatello', 'Post Falls', 'Twin Falls'],
  IL: ['Aurora', 'Champaign', 'Chicago', 'Downers Grove', 'Elgin', 'Evanston', 'Joliet', 'Maywood', 'Naperville', 'Peoria', 'Rockford', 'Springfield', 'Urbana'],
  IN: ['Bloomington', 'Carmel', 'Evansville', 'Fishers', 'Fort Wayne', 'Gary', 'Indianapolis', 'Lafayette', 'Muncie', 'South Bend', 'Terre Haute'],
  KS: ['Hutchinson', 'Kansas City', 'Lawrence', 'Manhattan', 'Olathe', 'Overland Park', 'Salina', 'Shawnee', 'Topeka', 'Wichita'],
  KY: ['Bowling Green', 'Covington', 'Elizabethtown', 'Florence', 'Frankfort', 'Georgetown', 'Lexington', 'Louisville', 'Owensboro', 'Paducah', 'Richmond'],
  LA: ['Alexandria', 'Baton Rouge', 'Bossier City', 'Houma', 'Kenner', 'Lafayette', 'Lake Charles', 'Metairie', 'Monroe', 'New Orleans', 'Shreveport'],
  MA: ['Boston', 'Brockton', 'Burlington', 'Cambridge', 'Framingham', 'Lowell', 'Lynn', 'New Bedford', 'Newton', 'Quincy', 'Somerville', 'Springfield', 'Worcester'],
  MD: ['Annapolis', 'Baltimore', 'Bethesda', 'Columbia', 'Frederick', 'Gaithersburg', 'Germantown', 'Hagerstown', 'Rockville', 'Salisbury', 'Silver Spring', 'Towson'],
  ME: ['Auburn', 'Augusta', 'Bangor', 'Biddeford', 'Brunswick', 'Lewiston', 'Portland', 'Saco', 'Sanford', 'South Portland', 'Waterville'],
  MI: ['Ann Arbor', 'Dearborn', 'Detroit', 'Flint', 'Grand Rapids', 'Kalamazoo', 'Lansing', 'Livonia', 'Royal Oak', 'Southfield', 'Sterling Heights', 'Traverse City', 'Troy', 'Warren'],
  MN: ['Bloomington', 'Brooklyn Park', 'Duluth', 'Eagan', 'Edina', 'Mankato', 'Maple Grove', 'Minneapolis', 'Moorhead', 'Plymouth', 'Rochester', 'Saint Paul', 'St. Cloud'],
  MO: ['Columbia', 'Independence', 'Jefferson City', 'Joplin', 'Kansas City', "Lee's Summit", "O'Fallon", 'Springfield', 'St. Charles', 'St. Joseph', 'St. Louis'],
  MS: ['Biloxi', 'Gulfport', 'Hattiesburg', 'Jackson', 'Meridian', 'Olive Branch', 'Oxford', 'Southaven', 'Starkville', 'Tupelo'],
  MT: ['Belgrade', 'Billings', 'Bozeman', 'Butte', 'Great Falls', 'Havre', 'Helena', 'Kalispell', 'Missoula'],
  NC: ['Asheville', 'Cary', 'Chapel Hill', 'Charlotte', 'Durham', 'Fayetteville', 'Greensboro', 'Greenville', 'High Point', 'Raleigh', 'Wilmington', 'Winston-Salem'],
  ND: ['Bismarck', 'Devils Lake', 'Dickinson', 'Fargo', 'Grand Forks', 'Jamestown', 'Mandan', 'Minot', 'Wahpeton', 'West Fargo', 'Williston'],
  NE: ['Bellevue', 'Columbus', 'Fremont', 'Grand Island', 'Hastings', 'Kearney', 'Lincoln', 'Norfolk', 'North Platte', 'Omaha', 'Scottsbluff'],
  NH: ['Concord', 'Derry', 'Dover', 'Keene', 'Lebanon', 'Manchester', 'Nashua', 'Portsmouth', 'Rochester', 'Salem'],
  NJ: ['Camden', 'Clifton', 'Edison', 'Elizabeth', 'Hackensack', 'Jersey City', 'Lakewood', 'Morristown', 'New Brunswick', 'Newark', 'Paterson', 'Toms River', 'Trenton', 'West Orange'],
  NM: ['Alamogordo', 'Albuquerque', 'Carlsbad', 'Clovis', 'Farmington', 'Gallup', 'Hobbs', 'Las Cruces', 'Rio Rancho', 'Roswell', 'Santa Fe'],
  NV: ['Boulder City', 'Carson City', 'Elko', 'Henderson', 'Las Vegas', 'Mesquite', 'North Las Vegas', 'Reno', 'Sparks'],
  NY: ['Albany', 'Binghamton', 'Buffalo', 'Cooperstown', 'Ithaca', 'Mount Vernon', 'New Hyde Park', 'New Rochelle', 'New York City', 'Rochester', 'Schenectady', 'Syracuse', 'Utica', 'White Plains', 'Yonkers'],
  OH: ['Akron', 'Canton', 'Cincinnati', 'Cleveland', 'Columbus', 'Dayton', 'Dublin', 'Kettering', 'Lorain', 'Parma', 'Toledo', 'Youngstown'],
  OK: ['Broken Arrow', 'Edmond', 'Enid', 'Lawton', 'Midwest City', 'Moore', 'Muskogee', 'Norman', 'Oklahoma City', 'Stillwater', 'Tulsa'],
  OR: ['Beaverton', 'Bend', 'Corvallis', 'Eugene', 'Gresham', 'Hillsboro', 'Medford', 'Portland', 'Salem', 'Springfield', 'Tigard'],
  PA: ['Allentown', 'Bethlehem', 'Danville', 'Erie', 'Harrisburg', 'Hershey', 'Lancaster', 'Philadelphia', 'Pittsburgh', 'Reading', 'Scranton', 'State College', 'Wilkes-Barre', 'York'],
  PR: ['Aguadilla', 'Arecibo', 'Bayamón', 'Caguas', 'Carolina', 'Guaynabo', 'Mayagüez', 'Ponce', 'San Juan', 'Toa Baja', 'Trujillo Alto'],
  RI: ['Bristol', 'Central Falls', 'Cranston', 'East Providence', 'Newport', 'North Providence', 'Pawtucket', 'Providence', 'Warwick', 'Westerly', 'Woonsocket'],
  SC: ['Aiken', 'Anderson', 'Charleston', 'Columbia', 'Florence', 'Greenville', 'Hilton Head Island', 'Mount Pleasant', 'Myrtle Beach', 'North Charleston', 'Rock Hill', 'Spartanburg', 'Summerville'],
  SD: ['Aberdeen', 'Brookings', 'Huron', 'Mitchell', 'Pierre', 'Rapid City', 'Sioux Falls', 'Spearfish', 'Vermillion', 'Watertown', 'Yankton'],
  TN: ['Brentwood', 'Chattanooga', 'Clarksville', 'Cookeville', 'Franklin', 'Jackson', 'Johnson City', 'Kingsport', 'Knoxville', 'Memphis', 'Murfreesboro', 'Nashville'],
  TX: ['Amarillo', 'Arlington', 'Austin', 'Corpus Christi', 'Dallas', 'El Paso', 'Fort Worth', 'Galveston', 'Houston', 'Irving', 'Laredo', 'Lubbock', 'Plano', 'San Antonio', 'Temple'],
  UT: ['Layton', 'Lehi', 'Logan', 'Murray', 'Ogden', 'Orem', 'Provo', 'Salt Lake City', 'Sandy', 'St. George', 'West Jordan', 'West Valley City'],
  VA: ['Alexandria', 'Charlottesville', 'Chesapeake', 'Fairfax', 'Falls Church', 'Hampton', 'Harrisonburg', 'Lynchburg', 'Newport News', 'Norfolk', 'Richmond', 'Roanoke', 'Virginia Beach', 'Winchester'],
  VT: ['Barre', 'Bennington', 'Brattleboro', 'Burlington', 'Essex Junction', 'Middlebury', 'Montpelier', 'Rutland', 'South Burlington', 'St. Albans', 'Winooski'],
  WA: ['Bellevue', 'Bellingham', 'Everett', 'Kennewick', 'Kent', 'Olympia', 'Renton', 'Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Yakima'],
  WI: ['Appleton', 'Eau Claire', 'Green Bay', 'Kenosha', 'La Crosse', 'Madison', 'Marshfield', 'Milwaukee', 'Oshkosh', 'Racine', 'Verona', 'Waukesha', 'Wausau', 'Wauwatosa'],
  WV: ['Beckley', 'Bluefield', 'Charleston', 'Clarksburg', 'Fairmont', 'Huntington', 'Martinsburg', 'Morgantown', 'Parkersburg', 'Wheeling'],
  WY: ['Casper', 'Cheyenne', 'Cody', 'Evanston', 'Gillette', 'Jackson', 'Laramie', 'Riverton', 'Rock Springs', 'Sheridan'],
}

/** Every city, sorted by state code then city name, without duplicates. */
export const US_CITIES: readonly UsCity[] = Object.freeze(
  Object.entries(CITIES_BY_STATE)
    .flatMap(([stateCode, names]) => names.map((name) => Object.freeze({ name, stateCode })))
    .sort((a, b) => (a.stateCode < b.stateCode ? -1 : a.stateCode > b.stateCode ? 1 : compareNames(a.name, b.name))),
)
