/**
 * Seed catalogue of the healthcare-IT specialization tree, as plain data. Top level = platforms
 * (Epic, Oracle Health, MEDITECH…), below them application areas and modules, each carrying the
 * consultant roles and concrete skills a talent can claim. The seed script turns every node into a
 * `specializations` record and each role / skill into a `specialization-roles` /
 * `specialization-skills` record pointing at that node.
 *
 * Module names are the vendors' own. Products Allscripts sold to Altera Digital Health in 2022
 * (Sunrise, TouchWorks, Paragon, dbMotion) stay under Veradigm (Allscripts), where consultants and
 * hospitals still look for them, and say "(Altera)" in their names.
 */

export type ExpertiseLevel = 'novice' | 'intermediate' | 'expert'

export interface CatalogNode {
  name: string
  roles?: string[]
  skills?: string[]
  expertiseLevels?: ExpertiseLevel[]
  children?: CatalogNode[]
}

/** Every role a node may carry. */
export const CATALOG_ROLES = [
  'Application Analyst',
  'Build Analyst',
  'Principal Trainer',
  'Credentialed Trainer',
  'Go-Live Support',
  'Project Manager',
  'Report Writer',
  'Integration Analyst',
  'Application Coordinator',
  'Workflow Consultant',
  'Optimization Consultant',
  'Technical Consultant',
] as const

export type CatalogRole = (typeof CATALOG_ROLES)[number]

export const EXPERTISE_LEVELS: readonly ExpertiseLevel[] = ['novice', 'intermediate', 'expert']

// ---------------------------------------------------------------------------------------------------
// Builders: each call copies its arrays, so no two nodes share (and can mutate) the same array.

function platform(name: string, roles: CatalogRole[], children: CatalogNode[]): CatalogNode {
  return { name, expertiseLevels: [...EXPERTISE_LEVELS], roles: [...roles], children }
}

function area(name: string, children: CatalogNode[], roles?: CatalogRole[]): CatalogNode {
  return roles ? { name, roles: [...roles], children } : { name, children }
}

function leaf(name: string, roles: readonly CatalogRole[], skills: string[]): CatalogNode {
  return { name, roles: [...roles], skills: [...skills] }
}

// Typical role sets; a module may add or drop roles from these.
const CLINICAL: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Principal Trainer',
  'Credentialed Trainer',
  'Go-Live Support',
  'Workflow Consultant',
  'Optimization Consultant',
]
const SPECIALTY: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Principal Trainer',
  'Credentialed Trainer',
  'Go-Live Support',
  'Optimization Consultant',
]
const REVENUE: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Principal Trainer',
  'Credentialed Trainer',
  'Go-Live Support',
  'Workflow Consultant',
  'Optimization Consultant',
]
const REPORTING: readonly CatalogRole[] = ['Report Writer', 'Technical Consultant', 'Application Analyst']
const INTEGRATION: readonly CatalogRole[] = ['Integration Analyst', 'Technical Consultant', 'Go-Live Support']
const TECHNICAL: readonly CatalogRole[] = ['Technical Consultant', 'Application Analyst', 'Go-Live Support']
const AMBULATORY_EHR: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Credentialed Trainer',
  'Go-Live Support',
  'Workflow Consultant',
  'Optimization Consultant',
]
const PRACTICE_MANAGEMENT: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Credentialed Trainer',
  'Go-Live Support',
  'Workflow Consultant',
  'Optimization Consultant',
]
const ERP: readonly CatalogRole[] = [
  'Application Analyst',
  'Build Analyst',
  'Project Manager',
  'Go-Live Support',
  'Workflow Consultant',
  'Optimization Consultant',
]

// ---------------------------------------------------------------------------------------------------
// Epic

const EPIC = platform('Epic', ['Project Manager', 'Application Coordinator', 'Go-Live Support'], [
  area('Clinical', [
    leaf('Ambulatory', [...CLINICAL, 'Application Coordinator'], [
      'SmartTools',
      'Navigator build',
      'Order sets',
      'Health Maintenance',
      'BPA / OurPractice Advisories',
      'Flowsheets',
      'Preference lists',
      'In Basket',
    ]),
    leaf('ClinDoc (Inpatient)', [...CLINICAL, 'Application Coordinator'], [
      'Flowsheets',
      'Care Plans & Education',
      'MAR',
      'LDA documentation',
      'Navigator build',
      'Rover',
      'Handoff',
    ]),
    leaf('Orders', CLINICAL, [
      'CPOE',
      'Order sets',
      'Order panels',
      'Preference lists',
      'Order questions',
      'Order transmittal',
    ]),
    leaf('ASAP (Emergency)', CLINICAL, [
      'ED Track Board',
      'Triage',
      'ED Navigators',
      'ED Manager',
      'Disposition workflows',
      'Trauma documentation',
    ]),
    leaf('OpTime & Anesthesia', CLINICAL, [
      'Surgical case requests',
      'Preference cards',
      'Intraop Navigator',
      'Anesthesia record',
      'Device integration',
      'OR scheduling',
      'Surgical Logs',
    ]),
    leaf('Beacon (Oncology)', SPECIALTY, [
      'Treatment plans',
      'Chemotherapy protocols',
      'Therapy plans',
      'Cancer staging',
      'Infusion center workflows',
      'Dose rounding',
    ]),
    leaf('Willow (Pharmacy)', SPECIALTY, [
      'Willow Inpatient',
      'Willow Ambulatory',
      'Medication records (ERX)',
      'Formulary management',
      'Dispense Prep / IV compounding',
      'Automated dispensing cabinet integration',
      'Pharmacy verification',
    ]),
    leaf('Radiant (Radiology)', SPECIALTY, [
      'Exam / procedure build',
      'Protocolling',
      'PACS integration',
      'Modality worklist',
      'Radiologist worklists',
      'Mammography tracking',
    ]),
    leaf('Cupid (Cardiology)', SPECIALTY, [
      'Cath lab procedure log',
      'Echo / ECG structured reporting',
      'Hemodynamic system integration',
      'Cardiac device management',
      'Cardiology registries (NCDR)',
    ]),
    leaf('Stork (Obstetrics)', SPECIALTY, [
      'Pregnancy episodes',
      'Delivery summary',
      'Fetal monitoring integration',
      'Newborn linking',
      'L&D Navigators',
      'Prenatal flowsheets',
    ]),
    leaf('Kaleidoscope (Ophthalmology)', SPECIALTY, [
      'Eye exam documentation',
      'Ophthalmology drawing tools',
      'Ophthalmic device integration',
      'Procedure documentation',
    ]),
    leaf('Phoenix (Transplant)', SPECIALTY, [
      'Transplant episodes',
      'Waitlist management',
      'Donor management',
      'UNOS / UNet reporting',
      'Transplant phases of care',
    ]),
    leaf('Beaker (Laboratory)', SPECIALTY, [
      'Beaker Clinical Pathology',
      'Beaker Anatomic Pathology',
      'Microbiology',
      'Instrument interfaces',
      'Specimen tracking',
      'Outreach',
    ]),
    leaf('Lumens (Endoscopy)', SPECIALTY, [
      'Procedure documentation',
      'Endoscopy image capture integration',
      'Procedure scheduling',
      'GI quality reporting',
    ]),
    leaf('Bones (Orthopedics)', SPECIALTY, [
      'Orthopedic exam documentation',
      'Joint registries',
      'Patient-reported outcomes',
      'Implant tracking',
    ]),
    leaf('Bugsy (Infection Control)', ['Application Analyst', 'Build Analyst', 'Report Writer', 'Optimization Consultant'], [
      'Surveillance rules',
      'NHSN reporting',
      'Infection isolation workflows',
      'Outbreak tracking',
    ]),
    leaf('Rehab (Therapy)', SPECIALTY, [
      'PT / OT / SLP documentation',
      'Rehab flowsheets',
      'Plan of care',
      'Therapy scheduling',
    ]),
    leaf('Behavioral Health', SPECIALTY, [
      'Psychiatric documentation',
      'Group therapy',
      'Behavioral health flowsheets',
      'Legal status tracking',
      'Standardized assessments',
    ]),
    leaf('Home Health & Hospice', SPECIALTY, [
      'OASIS assessments',
      'Episode management',
      'Dorothy mobile',
      'Hospice plan of care',
      'Visit scheduling',
    ]),
    leaf('Wisdom (Dental)', SPECIALTY, ['Dental charting', 'Periodontal charting', 'Dental treatment plans', 'Dental billing']),
    leaf('Healthy Planet', ['Application Analyst', 'Build Analyst', 'Report Writer', 'Workflow Consultant', 'Optimization Consultant'], [
      'Registries',
      'Care management',
      'Quality measures',
      'Risk scores',
      'Patient outreach',
      'Payer Platform',
    ]),
    leaf('MyChart', ['Application Analyst', 'Build Analyst', 'Go-Live Support', 'Optimization Consultant'], [
      'Patient self-scheduling',
      'E-visits',
      'Proxy access',
      'MyChart Bedside',
      'Questionnaires',
      'Video visits',
    ]),
    leaf('Rover / Haiku / Canto (Mobile)', ['Application Analyst', 'Technical Consultant', 'Go-Live Support'], [
      'Rover barcode workflows',
      'Haiku',
      'Canto',
      'Mobile device management',
      'Secure Chat',
    ]),
  ]),
  area('Revenue Cycle', [
    leaf('Resolute Hospital Billing', REVENUE, [
      'Charge router',
      'Charge Description Master (CDM)',
      'Claims (UB-04 / 837I)',
      'Remittance (835)',
      'Account follow-up workqueues',
      'Credit balance management',
    ]),
    leaf('Resolute Professional Billing', REVENUE, [
      'Charge entry',
      'Fee schedules',
      'Claims (CMS-1500 / 837P)',
      'Remittance (835)',
      'Denial management',
      'Workqueues',
    ]),
    leaf('Single Billing Office', ['Application Analyst', 'Build Analyst', 'Workflow Consultant', 'Optimization Consultant'], [
      'Combined HB / PB statements',
      'Guarantor accounts',
      'Self-pay follow-up',
      'Payment plans',
    ]),
    leaf('Prelude', REVENUE, [
      'Registration',
      'Eligibility (270/271)',
      'Insurance verification',
      'Patient estimates',
      'Financial assistance',
      'Welcome kiosk',
    ]),
    leaf('Cadence', REVENUE, [
      'Provider templates',
      'Visit types',
      'Decision trees',
      'Referral scheduling',
      'Fast Pass / waitlist',
      'Ticket scheduling',
    ]),
    leaf('Grand Central', REVENUE, [
      'ADT',
      'Bed planning',
      'Transfer center',
      'Capacity management',
      'Environmental services (EVS)',
      'Patient transport',
    ]),
    leaf('HIM / Identity', REVENUE, [
      'Chart deficiency tracking',
      'Release of information',
      'Coding workflows',
      'Identity duplicate resolution',
      'Chart correction',
    ]),
    leaf('Tapestry', REVENUE, [
      'Benefit plans',
      'Member enrollment',
      'Claims adjudication',
      'Referral authorization / UM',
      'Provider contracts',
      'AP claims',
    ]),
    leaf('Cash Management', ['Application Analyst', 'Build Analyst', 'Go-Live Support', 'Optimization Consultant'], [
      'Payment posting',
      'Lockbox',
      'Bank reconciliation',
      'Remittance (835)',
      'Unapplied cash',
    ]),
  ]),
  area('Technical', [
    leaf('Bridges (Interfaces)', INTEGRATION, [
      'HL7 v2',
      'FHIR',
      'Interface Monitor',
      'ADT interfaces',
      'Results interfaces',
      'Orders interfaces',
      'Interface engine (Cloverleaf / Rhapsody)',
    ]),
    leaf('Clarity', REPORTING, [
      'SQL',
      'Clarity data model',
      'Clarity Console',
      'Crystal Reports',
      'SSRS',
      'Clarity ETL',
    ]),
    leaf('Caboodle', REPORTING, [
      'Caboodle data model',
      'T-SQL',
      'Caboodle Console',
      'Custom data model components',
      'SlicerDicer',
      'Power BI',
    ]),
    leaf('Cogito / Reporting Workbench', ['Report Writer', 'Application Analyst', 'Optimization Consultant'], [
      'Reporting Workbench templates',
      'Radar dashboards',
      'SlicerDicer',
      'Metric framework',
      'Registry metrics',
    ]),
    leaf('Chronicles', ['Technical Consultant', 'Application Analyst', 'Report Writer'], [
      'Master files',
      'Record Viewer',
      'Extensions',
      'Programming points',
      'InterSystems IRIS / Caché',
    ]),
    leaf('ECSA / Technical Services', TECHNICAL, [
      'Hyperspace deployment',
      'Epic Print Service (EPS)',
      'Device integration',
      'Workstation configuration',
      'Citrix',
      'Kiosk hardware',
    ]),
    leaf('Security', ['Application Analyst', 'Build Analyst', 'Technical Consultant', 'Go-Live Support'], [
      'User security templates',
      'Security points',
      'Break-the-glass',
      'Provider records (SER)',
      'User records (EMP)',
      'Access audits',
    ]),
    leaf('Hyperspace / Hyperdrive', TECHNICAL, [
      'Hyperdrive rollout',
      'Citrix / VDI',
      'Interconnect',
      'SystemPulse monitoring',
      'Upgrades',
    ]),
  ]),
])

// ---------------------------------------------------------------------------------------------------
// Oracle Health (Cerner)

const ORACLE_HEALTH = platform('Oracle Health (Cerner)', ['Project Manager', 'Go-Live Support'], [
  area('Clinical', [
    leaf('PowerChart', CLINICAL, [
      'PowerPlans',
      'PowerForms',
      'Dynamic Documentation',
      'MPages',
      'iView / I&O',
      'Order catalog',
      'Discern Expert rules',
    ]),
    leaf('PowerChart Ambulatory', AMBULATORY_EHR, [
      'Ambulatory Organizer',
      'Dynamic Documentation',
      'Workflow MPages',
      'Health maintenance recommendations',
      'PowerPlans',
    ]),
    leaf('FirstNet (Emergency)', CLINICAL, [
      'Tracking Shell',
      'ED LaunchPoint',
      'Triage PowerForms',
      'Depart Process',
      'ED PowerPlans',
    ]),
    leaf('SurgiNet (Perioperative)', CLINICAL, [
      'Surgical case scheduling',
      'Preference cards',
      'Perioperative Tracking',
      'Perioperative documentation',
      'Anesthesia Management',
    ]),
    leaf('PharmNet (Pharmacy)', SPECIALTY, [
      'Formulary build',
      'Order catalog & Multum',
      'Pharmacy verification',
      'IV sets',
      'Medication Administration Wizard / BCMA',
      'Dispensing cabinet integration',
    ]),
    leaf('RadNet (Radiology)', SPECIALTY, [
      'Exam procedure build',
      'Radiology reporting',
      'Modality worklist',
      'PACS integration',
      'RadNet Mammography',
    ]),
    leaf('PathNet (Laboratory)', SPECIALTY, [
      'General Laboratory',
      'Microbiology',
      'Blood Bank Transfusion',
      'Anatomic Pathology',
      'Instrument interfaces',
      'Specimen tracking',
    ]),
    leaf('INet (Critical Care)', SPECIALTY, [
      'iView flowsheets',
      'Critical care documentation',
      'Medical device integration',
      'Early warning / sepsis rules',
    ]),
    leaf('PowerChart Maternity', SPECIALTY, [
      'Pregnancy overview',
      'Labor & delivery documentation',
      'Fetal monitoring integration',
      'Newborn documentation',
    ]),
    leaf('PowerChart Oncology', SPECIALTY, [
      'Oncology PowerPlans',
      'Treatment regimens',
      'Chemotherapy dose calculation',
      'Infusion documentation',
    ]),
    leaf('CareAware', ['Technical Consultant', 'Integration Analyst', 'Application Analyst', 'Go-Live Support'], [
      'CareAware iBus',
      'CareAware Connect',
      'Medical device integration',
      'CareAware Capacity Management',
    ]),
  ]),
  area('Revenue Cycle', [
    leaf('Millennium Revenue Cycle', REVENUE, [
      'Patient registration',
      'Eligibility (270/271)',
      'Charge services',
      'Claims (837I / 837P)',
      'Remittance (835)',
      'Denials management',
      'Work queues',
    ]),
    leaf('ProFit (Patient Accounting)', REVENUE, [
      'Claims generation',
      'Transaction posting',
      'Work queues',
      'Statement processing',
    ]),
    leaf('Enterprise Scheduling Management (ESM)', REVENUE, [
      'Appointment types',
      'Resource & slot build',
      'Order-based scheduling',
      'Scheduling rules',
    ]),
    leaf('Health Information Management (HIM)', REVENUE, [
      'Chart deficiency',
      'Coding',
      'Release of information',
      'Chart tracking',
    ]),
  ]),
  area('Population Health', [
    leaf('HealtheIntent', ['Application Analyst', 'Report Writer', 'Integration Analyst', 'Optimization Consultant'], [
      'Data ingestion',
      'HealtheRegistries',
      'HealtheAnalytics',
      'Quality measures',
      'HealtheCare care management',
    ]),
    leaf('HealtheLife', ['Application Analyst', 'Build Analyst', 'Go-Live Support'], [
      'Patient portal',
      'Secure messaging',
      'Online scheduling',
      'Patient onboarding',
    ]),
  ]),
  area('Technical', [
    leaf('CCL reporting', REPORTING, [
      'CCL (Cerner Command Language)',
      'Discern Explorer',
      'Discern Visual Developer',
      'Layout Builder',
      'Discern Reporting Portal',
      'Oracle SQL',
    ]),
    leaf('Discern Expert (Rules)', ['Application Analyst', 'Build Analyst', 'Technical Consultant'], [
      'Rule templates',
      'Clinical decision support alerts',
      'EKS modules',
      'Discern Notify',
    ]),
    leaf('MPages development', ['Technical Consultant', 'Report Writer'], [
      'MPages framework',
      'JavaScript',
      'HTML / CSS',
      'CCL',
    ]),
    leaf('Core & Bedrock build', ['Application Analyst', 'Build Analyst', 'Technical Consultant'], [
      'Bedrock wizards',
      'Code sets',
      'Location hierarchy',
      'Order catalog tools',
    ]),
    leaf('Open Engine (Interfaces)', INTEGRATION, [
      'HL7 v2',
      'FHIR (Millennium APIs)',
      'ESO (External Systems Outbound)',
      'ADT interfaces',
      'Results interfaces',
    ]),
    leaf('Security & Access', ['Application Analyst', 'Technical Consultant', 'Go-Live Support'], [
      'Position-based security',
      'HNA User',
      'Privileges',
      'Access audits',
    ]),
  ]),
])

// ---------------------------------------------------------------------------------------------------
// MEDITECH

const MEDITECH = platform('MEDITECH', ['Project Manager', 'Go-Live Support'], [
  area('Platforms', [
    leaf('Expanse', [...CLINICAL, 'Technical Consultant'], [
      'Dictionary build',
      'Web Acute physician workflows',
      'Surveillance',
      'Status boards',
      'Expanse Now',
    ]),
    leaf('6.x', ['Application Analyst', 'Build Analyst', 'Report Writer', 'Go-Live Support', 'Technical Consultant'], [
      'Dictionary build',
      'Report Designer',
      'Customer Defined Screens',
      'Surveillance',
    ]),
    leaf('Client/Server', ['Application Analyst', 'Build Analyst', 'Report Writer', 'Technical Consultant'], [
      'NPR Report Writer',
      'Dictionary build',
      'Customer Defined Screens',
      'Rules',
    ]),
    leaf('MAGIC', ['Application Analyst', 'Report Writer', 'Technical Consultant'], [
      'NPR Report Writer',
      'Dictionary build',
      'Rules',
      'Data conversion to Expanse',
    ]),
  ]),
  area('Clinical', [
    leaf('Expanse Patient Care', CLINICAL, [
      'Nursing documentation',
      'eMAR / Bedside Medication Verification',
      'Care plans',
      'Interventions & assessments',
      'Status boards',
    ]),
    leaf('Expanse Physician', CLINICAL, [
      'Physician documentation',
      'CPOE',
      'Order sets',
      'Medication reconciliation',
      'Problem lists',
    ]),
    leaf('Expanse Ambulatory', AMBULATORY_EHR, [
      'Ambulatory templates',
      'Patient portal',
      'Practice management',
      'Quality reporting',
    ]),
    leaf('Emergency Department Management', CLINICAL, [
      'ED Tracker',
      'Triage',
      'ED physician documentation',
      'Disposition',
    ]),
    leaf('Pharmacy', SPECIALTY, [
      'Formulary',
      'Order verification',
      'Dispensing cabinet integration',
      'IV workflows',
    ]),
    leaf('Laboratory', SPECIALTY, [
      'LIS build',
      'Microbiology',
      'Blood Bank',
      'Anatomic Pathology',
      'Instrument interfaces',
    ]),
    leaf('Surgical Services', SPECIALTY, [
      'Case scheduling',
      'Preference cards',
      'Intraoperative documentation',
      'Anesthesia',
    ]),
    leaf('Imaging & Therapeutic Services', SPECIALTY, [
      'Exam build',
      'PACS integration',
      'Dictation / transcription',
      'Worklists',
    ]),
  ]),
  area('Revenue Cycle', [
    leaf('Registration', REVENUE, ['Patient registration', 'Insurance verification', 'Eligibility (270/271)', 'ADT']),
    leaf('Scheduling', REVENUE, ['Appointment types', 'Resource scheduling', 'Referral management', 'Pre-registration']),
    leaf('Billing & Accounts Receivable', REVENUE, [
      'Charge Description Master (CDM)',
      'Claims (837I / 837P)',
      'Remittance (835)',
      'Denial management',
      'Collections',
    ]),
    leaf('Health Information Management', REVENUE, [
      'Abstracting',
      'Coding',
      'Chart deficiency',
      'Release of information',
    ]),
  ]),
  area('Technical', [
    leaf('Data Repository', REPORTING, ['SQL Server', 'T-SQL', 'SSRS', 'Data Repository tables', 'Crystal Reports']),
    leaf('Interoperability', INTEGRATION, ['HL7 v2', 'FHIR', 'Traverse Exchange', 'CommonWell / Carequality', 'Lab and results interfaces']),
  ]),
])

// ---------------------------------------------------------------------------------------------------
// Veradigm (Allscripts)

const VERADIGM = platform('Veradigm (Allscripts)', ['Project Manager', 'Go-Live Support'], [
  area('Ambulatory', [
    leaf('Veradigm EHR', AMBULATORY_EHR, [
      'Note templates',
      'Order sets',
      'ePrescribing',
      'MIPS quality reporting',
      'Patient portal',
    ]),
    leaf('Veradigm Practice Management', PRACTICE_MANAGEMENT, [
      'Scheduling',
      'Charge entry',
      'Claims (837P)',
      'ERA posting (835)',
      'AR follow-up',
    ]),
    leaf('Practice Fusion', ['Application Analyst', 'Credentialed Trainer', 'Go-Live Support', 'Workflow Consultant'], [
      'Charting templates',
      'ePrescribing',
      'Lab integrations',
      'Patient scheduling',
    ]),
    leaf('Veradigm ePrescribe', ['Application Analyst', 'Go-Live Support', 'Workflow Consultant'], [
      'EPCS',
      'Formulary & benefits',
      'PDMP integration',
      'Electronic prior authorization',
    ]),
    leaf('Veradigm Payerpath', ['Application Analyst', 'Integration Analyst', 'Optimization Consultant'], [
      'Claims scrubbing',
      'Eligibility (270/271)',
      'Remittance (835)',
      'Denial management',
    ]),
  ]),
  area('Acute & Enterprise (Altera)', [
    leaf('Sunrise Clinical Manager (Altera)', CLINICAL, [
      'Sunrise Acute Care',
      'Order sets',
      'Structured Notes',
      'Flowsheets',
      'MLMs (Arden Syntax)',
      'Sunrise Emergency Care',
    ]),
    leaf('TouchWorks EHR (Altera)', AMBULATORY_EHR, [
      'Note Authoring',
      'Clinical Desktop',
      'Order management',
      'Worklists',
      'TouchWorks templates',
    ]),
    leaf('Paragon (Altera)', [...CLINICAL, 'Report Writer'], [
      'Paragon clinicals',
      'Paragon financials',
      'Paragon pharmacy',
      'Crystal Reports',
    ]),
    leaf('dbMotion (Altera)', INTEGRATION, [
      'Clinical data aggregation',
      'HIE connectivity',
      'dbMotion Agent',
      'C-CDA',
      'Terminology mapping',
    ]),
  ]),
])

// ---------------------------------------------------------------------------------------------------
// athenahealth

const ATHENAHEALTH = platform('athenahealth', ['Project Manager', 'Go-Live Support'], [
  area('athenaOne', [
    leaf('athenaClinicals', AMBULATORY_EHR, [
      'Encounter templates',
      'Order sets',
      'Clinical inbox',
      'Quality measure reporting',
      'athenaTelehealth',
    ]),
    leaf('athenaCollector', PRACTICE_MANAGEMENT, [
      'Claims workflow',
      'Rules engine',
      'Payment posting',
      'Denial management',
      'Scheduling',
    ]),
    leaf('athenaCommunicator', ['Application Analyst', 'Build Analyst', 'Go-Live Support', 'Workflow Consultant'], [
      'Patient portal',
      'Automated reminders',
      'Online self-scheduling',
      'Patient outreach',
    ]),
  ]),
  leaf('athenaPractice', PRACTICE_MANAGEMENT, [
    'Practice management',
    'Encounter forms',
    'Clinical Content',
    'Crystal Reports',
  ]),
  leaf('athenaFlow', AMBULATORY_EHR, ['Encounter forms', 'Clinical Content', 'Order management', 'Flowsheets']),
  leaf('athenaIDX', ['Application Analyst', 'Build Analyst', 'Technical Consultant', 'Report Writer'], [
    'Patient accounting',
    'Claims (837P)',
    'Scheduling',
    'Reporting',
  ]),
  leaf('Reporting & Analytics', REPORTING, ['Report Builder', 'Data View (Snowflake)', 'SQL', 'Dashboards']),
  leaf('Integrations & APIs', INTEGRATION, ['athenahealth APIs', 'HL7 v2', 'FHIR', 'Marketplace partner integrations']),
])

// ---------------------------------------------------------------------------------------------------
// eClinicalWorks

const ECLINICALWORKS = platform('eClinicalWorks', ['Project Manager', 'Go-Live Support'], [
  leaf('eClinicalWorks EHR (V12)', AMBULATORY_EHR, [
    'Progress note templates',
    'Order sets',
    'Structured data',
    'Quality measures (MIPS / UDS)',
    'ePrescribing',
  ]),
  leaf('Practice Management & Billing', PRACTICE_MANAGEMENT, [
    'Scheduling',
    'Claims (837P)',
    'ERA posting (835)',
    'Denial management',
    'Patient statements',
  ]),
  leaf('healow', ['Application Analyst', 'Go-Live Support', 'Workflow Consultant'], [
    'healow patient app',
    'healow TeleVisits',
    'Online appointments',
    'Patient kiosk',
  ]),
  leaf('eBO Reporting', REPORTING, ['eBO reports', 'SQL', 'Dashboards', 'UDS reporting']),
  leaf('PRISMA', ['Application Analyst', 'Integration Analyst'], [
    'Health information search',
    'eEHX (eClinicalWorks Electronic Health Exchange)',
    'HIE connectivity',
    'Record retrieval',
  ]),
  leaf('Population Health', ['Application Analyst', 'Report Writer', 'Optimization Consultant'], [
    'Population health registries',
    'Care gaps',
    'Risk stratification',
    'Payer data aggregation',
  ]),
  leaf('Interfaces', INTEGRATION, ['HL7 v2', 'Lab interfaces', 'Device interfaces', 'FHIR APIs']),
])

// ---------------------------------------------------------------------------------------------------
// NextGen Healthcare

const NEXTGEN = platform('NextGen Healthcare', ['Project Manager', 'Go-Live Support'], [
  leaf('NextGen Enterprise EHR', AMBULATORY_EHR, [
    'Template Editor',
    'Knowledge Base Model (KBM)',
    'Document templates',
    'Image Control System (ICS)',
    'Order sets',
  ]),
  leaf('NextGen Enterprise PM', PRACTICE_MANAGEMENT, [
    'Scheduling',
    'Charge entry',
    'Claims (837P)',
    'ERA posting (835)',
    'Work lists',
  ]),
  leaf('NextGen Office', ['Application Analyst', 'Credentialed Trainer', 'Go-Live Support', 'Workflow Consultant'], [
    'Charting templates',
    'Billing',
    'Scheduling',
    'Patient portal',
  ]),
  leaf('NextGen Patient Portal', ['Application Analyst', 'Go-Live Support', 'Workflow Consultant'], [
    'Portal enrollment',
    'Secure messaging',
    'Online scheduling',
    'Patient forms',
  ]),
  leaf('NextGen Population Health', ['Application Analyst', 'Report Writer', 'Optimization Consultant'], [
    'Registries',
    'Care gaps',
    'Risk stratification',
    'Quality reporting',
  ]),
  leaf('Mirth Connect', INTEGRATION, [
    'Channel development',
    'JavaScript transformers',
    'HL7 v2',
    'FHIR',
    'Database readers / writers',
  ]),
  leaf('Reporting & Analytics', REPORTING, ['SQL', 'SSRS', 'Crystal Reports', 'Dashboards']),
])

// ---------------------------------------------------------------------------------------------------
// Infor CloudSuite Healthcare

const INFOR = platform('Infor CloudSuite Healthcare', ['Project Manager', 'Go-Live Support'], [
  leaf('Financials & Supply Management (FSM)', ERP, [
    'General Ledger',
    'Accounts Payable',
    'Asset management',
    'Financial reporting',
    'Procurement',
  ]),
  leaf('Supply Chain Management', ERP, [
    'Item master',
    'Inventory',
    'Par location management',
    'Point of use',
    'Requisitions & purchase orders',
  ]),
  leaf('Human Capital Management (Global HR)', ERP, ['Global HR', 'Payroll', 'Benefits', 'Talent management']),
  leaf('Workforce Management', ERP, ['Staff scheduling', 'Time & attendance', 'Labor analytics']),
  leaf('Infor Lawson (S3 / Landmark)', [...ERP, 'Technical Consultant'], [
    'Lawson S3',
    'Landmark',
    'Infor Process Automation (IPA)',
    'Lawson upgrades / migration to CloudSuite',
  ]),
  leaf('Infor ION', INTEGRATION, ['ION API', 'BODs', 'Infor Data Lake', 'ION workflows']),
  leaf('Infor Cloverleaf Integration Suite', INTEGRATION, [
    'HL7 v2',
    'Xlates',
    'Tcl scripting (TPS procs)',
    'Global Monitor',
    'FHIR',
  ]),
  leaf('Infor Birst', REPORTING, ['Data modeling', 'Dashboards', 'Healthcare KPIs']),
])

// ---------------------------------------------------------------------------------------------------
// Workday (Healthcare)

const WORKDAY = platform('Workday (Healthcare)', ['Project Manager', 'Go-Live Support'], [
  leaf('Workday HCM', ERP, [
    'Core HCM',
    'Business processes',
    'Security groups',
    'Benefits',
    'Talent & performance',
    'Recruiting',
  ]),
  leaf('Workday Payroll', ERP, ['Pay calculations', 'Earnings & deductions', 'Payroll tax', 'Payroll audits']),
  leaf('Workday Time Tracking & Scheduling', ERP, [
    'Time entry',
    'Time calculations',
    'Shift scheduling',
    'Absence management',
  ]),
  leaf('Workday Financial Management', ERP, [
    'General Ledger',
    'Accounts Payable',
    'Worktags',
    'Financial reporting',
    'Grants management',
  ]),
  leaf('Workday Supply Chain Management', ERP, [
    'Procurement',
    'Inventory',
    'Par management',
    'Item master',
    'Supplier management',
  ]),
  leaf('Workday Adaptive Planning', ['Application Analyst', 'Build Analyst', 'Report Writer', 'Optimization Consultant'], [
    'Budgeting',
    'Forecasting',
    'Workforce planning',
    'Model build',
  ]),
  leaf('Workday Reporting & Prism Analytics', REPORTING, [
    'Custom reports',
    'Calculated fields',
    'Dashboards',
    'BIRT layouts',
    'Prism Analytics',
  ]),
  leaf('Workday Integrations', INTEGRATION, [
    'EIB',
    'Workday Studio',
    'Core Connectors',
    'Workday Web Services (SOAP / REST)',
    'Document transformation',
  ]),
])

// ---------------------------------------------------------------------------------------------------
// Healthcare IT Project & Change Management (not tied to one vendor)

const PROJECT_AND_CHANGE = platform('Healthcare IT Project & Change Management', ['Project Manager'], [
  leaf('EHR Implementation Project Management', ['Project Manager', 'Application Coordinator'], [
    'Project planning',
    'Risk & issue management',
    'Budget tracking',
    'Vendor management',
    'MS Project / Smartsheet',
    'Agile / Scrum',
  ]),
  leaf('PMO & Portfolio Management', ['Project Manager'], [
    'Portfolio governance',
    'Intake & prioritization',
    'Resource capacity planning',
    'Executive reporting',
  ]),
  leaf('Organizational Change Management', ['Project Manager', 'Workflow Consultant', 'Optimization Consultant'], [
    'Prosci ADKAR',
    'Stakeholder analysis',
    'Communications planning',
    'Adoption metrics',
  ]),
  leaf('Training & Adoption', ['Principal Trainer', 'Credentialed Trainer', 'Project Manager'], [
    'Curriculum design',
    'Training environment management',
    'Super user programs',
    'eLearning development',
    'Proficiency assessments',
  ]),
  leaf('Testing & Quality Assurance', ['Application Analyst', 'Integration Analyst', 'Project Manager'], [
    'Test scripts',
    'Integrated testing',
    'Regression testing',
    'Defect tracking (Jira)',
    'Charge testing',
  ]),
  leaf('Go-Live & Command Center', ['Go-Live Support', 'Project Manager', 'Application Coordinator'], [
    'Cutover planning',
    'Command center operations',
    'Issue triage',
    'At-the-elbow support',
    'Go-live readiness assessments',
  ]),
  leaf('Data Conversion & Legacy Archiving', ['Technical Consultant', 'Integration Analyst', 'Project Manager'], [
    'Data mapping',
    'Conversion validation',
    'Legacy data archiving',
    'ETL',
  ]),
  leaf('Regulatory & Compliance', ['Optimization Consultant', 'Workflow Consultant', 'Project Manager'], [
    'HIPAA',
    'Promoting Interoperability',
    '21st Century Cures Act / information blocking',
    'MIPS',
  ]),
  leaf('IT Strategy & Vendor Selection', ['Project Manager', 'Technical Consultant'], [
    'Requirements gathering',
    'RFP management',
    'Vendor demos & scoring',
    'Total cost of ownership analysis',
  ]),
])

/** The seed catalogue: one root per platform. */
export const SPECIALIZATION_CATALOG: CatalogNode[] = [
  EPIC,
  ORACLE_HEALTH,
  MEDITECH,
  VERADIGM,
  ATHENAHEALTH,
  ECLINICALWORKS,
  NEXTGEN,
  INFOR,
  WORKDAY,
  PROJECT_AND_CHANGE,
]

/**
 * What seeding the catalogue creates: one record per node, per role on a node and per skill on a
 * node (a role or skill repeated on several nodes counts once per node).
 */
export function countCatalog(catalog: readonly CatalogNode[] = SPECIALIZATION_CATALOG): {
  nodes: number
  roles: number
  skills: number
} {
  const totals = { nodes: 0, roles: 0, skills: 0 }
  const visit = (node: CatalogNode) => {
    totals.nodes += 1
    totals.roles += node.roles?.length ?? 0
    totals.skills += node.skills?.length ?? 0
    node.children?.forEach(visit)
  }
  catalog.forEach(visit)
  return totals
}
