/**
 * The demo talents' profiles (scripts/seedProfiles.ts writes them): one persona per talent, each with
 * About Me, work history, certificates, links, specializations with an expertise level, roles and skills
 * (paths into domain/specializations/catalog.ts, 'Platform > Area > Module'), and availability windows
 * in days from the seed date. Documents are not listed here: their statuses are spread over the talents
 * by seedProfiles.ts so every status shows up on every profile.
 *
 * Emily Carter and James Nguyen keep empty profiles (the blank talent to try the forms with). Test
 * servers (NODE_ENV=test) get none of this yet: the API suites use every demo talent as a blank fixture.
 */
export interface DemoPersona {
  email: string
  summary: string
  hue: number
  positions: { position: string; organizationName: string; start: string; end: string | null; responsibilities: string }[]
  certificates: { documentName: string; schoolOrUniversity: string; fieldOfStudy: string }[]
  specializations: { path: string; expertise: 'novice' | 'intermediate' | 'expert'; roles: string[]; skills: string[] }[]
  links: { link: string; description: string }[]
  availability: { fromDays: number; toDays: number | null; hoursPerWeek: number; onSite: boolean; remote: boolean; toHire: boolean; note: string | null }[]
}

export const DEMO_PERSONAS: DemoPersona[] = [
  {
    email: 'sofia.martinez@talent.example',
    hue: 12,
    summary: '<p>Epic Resolute Hospital Billing analyst with eight go-lives behind me, most recently a 14-hospital consolidation. I build charge routers and claim edits, and I train billing teams to own them.</p>',
    positions: [
      { position: 'Senior Resolute HB Analyst', organizationName: 'Gulf Coast Health', start: '2022-03', end: null, responsibilities: 'Own charge router and claim edit build for 14 hospitals; lead the billing go-live command center.' },
      { position: 'HB Build Analyst', organizationName: 'Texas Regional Medical', start: '2018-06', end: '2022-02', responsibilities: 'Built CDM and claims (UB-04 / 837I) workflows; cut denials by 18 percent in the first year.' },
    ],
    certificates: [
      { documentName: 'Epic Resolute Hospital Billing Certification', schoolOrUniversity: 'Epic Systems', fieldOfStudy: 'Revenue Cycle' },
      { documentName: 'Certified Revenue Cycle Representative', schoolOrUniversity: 'HFMA', fieldOfStudy: 'Healthcare finance' },
    ],
    specializations: [
      { path: 'Epic > Revenue Cycle > Resolute Hospital Billing', expertise: 'expert', roles: ['Application Analyst', 'Build Analyst'], skills: ['Charge router', 'Charge Description Master (CDM)', 'Claims (UB-04 / 837I)'] },
      { path: 'Epic > Revenue Cycle > Prelude', expertise: 'intermediate', roles: ['Application Analyst'], skills: ['Registration', 'Eligibility (270/271)'] },
    ],
    links: [{ link: 'https://www.linkedin.com/in/sofia-martinez-demo', description: 'LinkedIn' }],
    availability: [{ fromDays: 14, toDays: 194, hoursPerWeek: 40, onSite: true, remote: true, toHire: false, note: 'Travel up to 50 percent' }],
  },
  {
    email: 'michael.okafor@talent.example',
    hue: 210,
    summary: '<p>Inpatient ClinDoc and Orders build analyst, former ICU nurse. I translate bedside workflows into flowsheets, order sets and MAR build that nurses actually like.</p>',
    positions: [
      { position: 'ClinDoc Principal Trainer', organizationName: 'Lakefront University Hospitals', start: '2021-01', end: null, responsibilities: 'Train-the-trainer program for 2,300 nurses; flowsheet and care plan build.' },
      { position: 'ICU Registered Nurse', organizationName: 'Cleveland Metro Hospital', start: '2014-08', end: '2020-12', responsibilities: 'Super user for the Epic conversion of the medical ICU.' },
    ],
    certificates: [{ documentName: 'Epic ClinDoc Certification', schoolOrUniversity: 'Epic Systems', fieldOfStudy: 'Inpatient clinical documentation' }],
    specializations: [
      { path: 'Epic > Clinical > ClinDoc (Inpatient)', expertise: 'expert', roles: ['Principal Trainer', 'Build Analyst'], skills: ['Flowsheets', 'Care Plans & Education', 'MAR'] },
      { path: 'Epic > Clinical > Orders', expertise: 'intermediate', roles: ['Application Analyst'], skills: ['CPOE', 'Order sets'] },
    ],
    links: [{ link: 'https://okafor-clinical-informatics.example', description: 'Portfolio' }],
    availability: [{ fromDays: 7, toDays: 97, hoursPerWeek: 36, onSite: true, remote: false, toHire: true, note: null }],
  },
  {
    email: 'hannah.lee@talent.example',
    hue: 150,
    summary: '<p>Epic Ambulatory analyst who has built SmartTools and Navigators for primary care, cardiology and oncology clinics in six organizations.</p>',
    positions: [
      { position: 'Ambulatory Application Analyst', organizationName: 'North Star Clinics', start: '2020-05', end: null, responsibilities: 'SmartTools, Navigator and order set build for 80 clinics; optimization sprints with physicians.' },
      { position: 'Clinic Operations Lead', organizationName: 'Rochester Family Medicine', start: '2016-02', end: '2020-04', responsibilities: 'Led scheduling and rooming workflows through the Epic go-live.' },
    ],
    certificates: [{ documentName: 'Epic Ambulatory Certification', schoolOrUniversity: 'Epic Systems', fieldOfStudy: 'Ambulatory' }],
    specializations: [{ path: 'Epic > Clinical > Ambulatory', expertise: 'expert', roles: ['Application Analyst', 'Build Analyst'], skills: ['SmartTools', 'Navigator build', 'Order sets'] }],
    links: [{ link: 'https://www.linkedin.com/in/hannah-lee-demo', description: 'LinkedIn' }],
    availability: [{ fromDays: 30, toDays: null, hoursPerWeek: 20, onSite: false, remote: true, toHire: false, note: 'Part time, remote only' }],
  },
  {
    email: 'david.kowalski@talent.example',
    hue: 270,
    summary: '<p>Integration engineer for Epic Bridges and Oracle Health Open Engine: HL7 v2 and FHIR interfaces, interface monitoring and cut-over planning.</p>',
    positions: [
      { position: 'Interface Team Lead', organizationName: 'Great Lakes Health Partners', start: '2019-09', end: null, responsibilities: 'Lead a team of six for 240 HL7 and FHIR interfaces; cut-over runbooks for two conversions.' },
      { position: 'Integration Analyst', organizationName: 'Chicago Lakeshore Hospital', start: '2015-01', end: '2019-08', responsibilities: 'Built lab, radiology and ADT interfaces.' },
    ],
    certificates: [{ documentName: 'Epic Bridges Certification', schoolOrUniversity: 'Epic Systems', fieldOfStudy: 'Interfaces' }],
    specializations: [{ path: 'Epic > Technical > Bridges (Interfaces)', expertise: 'expert', roles: ['Integration Analyst', 'Technical Consultant'], skills: ['HL7 v2', 'FHIR', 'Interface Monitor'] }],
    links: [{ link: 'https://github.com/dkowalski-demo', description: 'GitHub' }],
    availability: [{ fromDays: 21, toDays: 111, hoursPerWeek: 40, onSite: false, remote: true, toHire: true, note: null }],
  },
  {
    email: 'aisha.rahman@talent.example',
    hue: 330,
    summary: '<p>Clarity and Caboodle report writer. I turn operational questions into dashboards leaders use every morning.</p>',
    positions: [{ position: 'Senior Report Writer', organizationName: 'Triangle Health Alliance', start: '2018-04', end: null, responsibilities: 'Clarity SQL, Caboodle data model extensions and Radar dashboards for quality and finance.' }],
    certificates: [
      { documentName: 'Epic Clarity Data Model Certification', schoolOrUniversity: 'Epic Systems', fieldOfStudy: 'Reporting' },
      { documentName: 'M.S. Health Informatics', schoolOrUniversity: 'Duke University', fieldOfStudy: 'Health informatics' },
    ],
    specializations: [
      { path: 'Epic > Technical > Clarity', expertise: 'expert', roles: ['Report Writer'], skills: ['SQL', 'Clarity data model'] },
      { path: 'Epic > Technical > Caboodle', expertise: 'intermediate', roles: ['Report Writer'], skills: ['Caboodle data model', 'T-SQL'] },
    ],
    links: [{ link: 'https://aisha-rahman-analytics.example', description: 'Dashboard samples' }],
    availability: [{ fromDays: 10, toDays: 100, hoursPerWeek: 30, onSite: false, remote: true, toHire: false, note: null }],
  },
  {
    email: 'ryan.sullivan@talent.example',
    hue: 45,
    summary: '<p>Oracle Health (Cerner) PowerChart and FirstNet consultant; ten years of emergency department and physician workflow build.</p>',
    positions: [
      { position: 'PowerChart Consultant', organizationName: 'New England Care Network', start: '2017-10', end: null, responsibilities: 'PowerPlans, PowerForms and Dynamic Documentation build; FirstNet tracking shell redesign.' },
    ],
    certificates: [{ documentName: 'Oracle Health PowerChart Certification', schoolOrUniversity: 'Oracle Health', fieldOfStudy: 'Clinical' }],
    specializations: [
      { path: 'Oracle Health (Cerner) > Clinical > PowerChart', expertise: 'expert', roles: ['Application Analyst', 'Build Analyst'], skills: ['PowerPlans', 'PowerForms', 'Dynamic Documentation'] },
      { path: 'Oracle Health (Cerner) > Clinical > FirstNet (Emergency)', expertise: 'intermediate', roles: ['Application Analyst'], skills: ['Tracking Shell', 'ED LaunchPoint'] },
    ],
    links: [{ link: 'https://www.linkedin.com/in/ryan-sullivan-demo', description: 'LinkedIn' }],
    availability: [{ fromDays: 45, toDays: 225, hoursPerWeek: 40, onSite: true, remote: true, toHire: false, note: null }],
  },
  {
    email: 'grace.thompson@talent.example',
    hue: 185,
    summary: '<p>MEDITECH Expanse Patient Care analyst moving from 6.x conversions to Expanse optimization.</p>',
    positions: [{ position: 'Clinical Systems Analyst', organizationName: 'Front Range Community Hospitals', start: '2019-02', end: null, responsibilities: 'Nursing documentation and eMAR build for the Expanse conversion of four hospitals.' }],
    certificates: [{ documentName: 'MEDITECH Expanse Patient Care Training', schoolOrUniversity: 'MEDITECH', fieldOfStudy: 'Nursing informatics' }],
    specializations: [{ path: 'MEDITECH > Clinical > Expanse Patient Care', expertise: 'intermediate', roles: ['Application Analyst', 'Build Analyst'], skills: ['Nursing documentation', 'Care plans'] }],
    links: [{ link: 'https://grace-thompson.example', description: 'Portfolio' }],
    availability: [{ fromDays: 5, toDays: 65, hoursPerWeek: 40, onSite: true, remote: false, toHire: true, note: 'Colorado and neighbouring states' }],
  },
  {
    email: 'luis.herrera@talent.example',
    hue: 95,
    summary: '<p>athenaOne consultant for multi-specialty practices: athenaClinicals templates and athenaCollector rules.</p>',
    positions: [{ position: 'athenaOne Implementation Consultant', organizationName: 'Desert Physicians Group', start: '2020-07', end: null, responsibilities: 'Encounter templates, claim rules and payment posting workflows for 40 practices.' }],
    certificates: [{ documentName: 'athenaOne Implementation Certificate', schoolOrUniversity: 'athenahealth', fieldOfStudy: 'Ambulatory' }],
    specializations: [
      { path: 'athenahealth > athenaOne > athenaClinicals', expertise: 'intermediate', roles: ['Application Analyst'], skills: ['Encounter templates', 'Order sets'] },
      { path: 'athenahealth > athenaOne > athenaCollector', expertise: 'novice', roles: ['Application Analyst'], skills: ['Claims workflow', 'Rules engine'] },
    ],
    links: [{ link: 'https://www.linkedin.com/in/luis-herrera-demo', description: 'LinkedIn' }],
    availability: [{ fromDays: 60, toDays: 150, hoursPerWeek: 25, onSite: false, remote: true, toHire: false, note: null }],
  },
]

/** The organization admins' own groups (each organization's admin; Northwind's manager has 'Epic Go-Live Pool'). */
export const ADMIN_GROUPS = [
  {
    owner: 'admin@northwind.example',
    name: 'Revenue Cycle Bench',
    subgroups: [
      { name: 'Billing Go-Live', talents: ['sofia.martinez', 'aisha.rahman'] },
      { name: 'Interfaces', talents: ['david.kowalski'] },
    ],
  },
  {
    owner: 'admin@lakeside.example',
    name: 'Oracle Health Conversion',
    subgroups: [
      { name: 'Clinical Build', talents: ['ryan.sullivan', 'michael.okafor'] },
      { name: 'Training Team', talents: ['hannah.lee', 'michael.okafor'] },
    ],
  },
]
