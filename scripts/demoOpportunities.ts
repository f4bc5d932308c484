import type { EngagementPlace, WorkKind } from '../contract/engagements/documents'
import type { OpportunityStatus } from '../contract/opportunities/opportunity'
import type { ExpertiseLevel } from '../contract/talentProfile'

/**
 * The demo opportunities per organization and the approved talents' asking rates, as plain data
 * (scripts/seedOpportunities.ts writes them, as scripts/seedProfiles.ts writes scripts/demoProfiles.ts).
 * Specializations are catalogue paths (domain/specializations/catalog.ts) with that node's roles and
 * skills; talents are the keys of scripts/seedData.ts ('hannah.lee'); days are relative to today.
 */

export interface SpecializationSpec {
  /** Catalogue path, 'Epic > Clinical > Ambulatory'. */
  path: string
  expertise: ExpertiseLevel | null
  roles: string[]
  skills: string[]
}

export type ApplicantSpec = {
  /** 'hannah.lee' (the talents of scripts/seedData.ts). */
  talent: string
  /** Days from today. */
  day: number
  managerComment?: string
  /** Removed after applying (or after the invitation, when `invitedOnly`). */
  removed?: boolean
  invitedOnly?: boolean
  /** The seeded engagement (by name) made from this application. */
  engagement?: string
  /** New form: one answer per question, in order. Old form: the three texts. */
  answers?: string[]
  oldForm?: { skillsAndQualifications: string; experience: string; applyMessage: string }
}

export interface OpportunitySpec {
  title: string
  status: OpportunityStatus
  description: string
  place: EngagementPlace
  workKind: WorkKind
  /** The organization's city and state are used unless given. */
  start: number
  end: number
  hoursPerWeek: number
  rateMin: number
  rateMax: number
  questions: string[]
  specializations: SpecializationSpec[]
  applicants: ApplicantSpec[]
}

export const GO_LIVE_QUESTIONS = [
  'Which go-lives of this module have you supported, and in what role?',
  'Can you work the go-live weekend and the two weeks of at-the-elbow support after it?',
  'Tell us how you help a clinician who cannot finish their work in the new workflow during a busy shift.',
]

export const DEMO_OPPORTUNITIES: Record<'northwind' | 'lakeside', OpportunitySpec[]> = {
  northwind: [
    {
      title: 'Epic Ambulatory go-live support',
      status: 'open',
      description:
        '<p>Northwind is bringing its last <strong>14 primary and specialty clinics</strong> onto Epic Ambulatory. We need experienced go-live support to stand next to providers and medical assistants during cut-over and the weeks after it.</p><ul><li>Support check-in, rooming, visit documentation and In Basket at the elbow</li><li>Log and triage tickets with the command center; fix SmartTools and preference lists on the spot</li><li>Hand over open issues at the end of every shift</li></ul><p>Remote pre-go-live dress rehearsals, then on site in Madison for the go-live weeks.</p>',
      place: 'both',
      workKind: 'go_live_support',
      start: 35,
      end: 77,
      hoursPerWeek: 24,
      rateMin: 85,
      rateMax: 105,
      questions: GO_LIVE_QUESTIONS,
      specializations: [{ path: 'Epic > Clinical > Ambulatory', expertise: 'intermediate', roles: ['Go-Live Support', 'Application Analyst'], skills: ['SmartTools', 'In Basket', 'Preference lists'] }],
      applicants: [
        {
          talent: 'hannah.lee',
          day: -3,
          answers: [
            'Six Ambulatory go-lives since 2019, the last three as a lead analyst running the clinic command center.',
            'Yes. I can be on site for the weekend and the first week, and remote for the second.',
            'I fix what can be fixed at the chair (a SmartPhrase, a preference list) and walk them through the rest after the patient leaves.',
          ],
          managerComment: 'Strong Ambulatory background; invite to the dress rehearsal on the 12th.',
        },
        {
          talent: 'michael.okafor',
          day: -5,
          answers: [
            'Two inpatient ClinDoc go-lives as a principal trainer; no clinic go-lives yet.',
            'Yes, both weeks.',
            'As a former ICU nurse I stay calm, chart alongside them and note the workflow gap for the analysts.',
          ],
          removed: true,
        },
        { talent: 'emily.carter', day: -1, invitedOnly: true },
      ],
    },
    {
      title: 'Cerner to Epic data conversion analyst',
      status: 'open',
      description:
        '<p>We are retiring the last Oracle Health (Cerner) PowerChart instance at our Inpatient campus. The conversion team needs an analyst who knows both sides.</p><ul><li>Map PowerChart problems, allergies, medications and results to Epic</li><li>Build and test the HL7 and flat-file loads through Bridges</li><li>Reconcile converted charts with clinicians before cut-over</li></ul><p>Fully remote, with a weekly call with the Northwind conversion lead.</p>',
      place: 'remote',
      workKind: 'integration',
      start: 10,
      end: 130,
      hoursPerWeek: 40,
      rateMin: 100,
      rateMax: 130,
      questions: [],
      specializations: [
        { path: 'Epic > Technical > Bridges (Interfaces)', expertise: 'intermediate', roles: ['Integration Analyst'], skills: ['HL7 v2', 'Results interfaces'] },
        { path: 'Oracle Health (Cerner) > Clinical > PowerChart', expertise: null, roles: ['Application Analyst'], skills: [] },
      ],
      applicants: [
        {
          talent: 'sofia.martinez',
          day: -16,
          engagement: 'Cerner to Epic data conversion analyst',
          oldForm: {
            skillsAndQualifications: 'Epic Resolute and Prelude certified; converted registration and billing data on two Cerner-to-Epic projects.',
            experience: 'Eight go-lives, including a 14-hospital consolidation where I owned the account conversion reconciliation.',
            applyMessage: '<p>I would love to help close out the PowerChart instance. I can start on the date you listed.</p>',
          },
        },
        {
          talent: 'david.kowalski',
          day: -4,
          oldForm: {
            skillsAndQualifications: 'Epic Bridges certified; HL7 v2, FHIR and Cloverleaf. Built the results and ADT interfaces for three conversions.',
            experience: 'Nine years of interface work, the last four on Epic conversions from Cerner and MEDITECH.',
            applyMessage: '<p>Conversions are my favourite kind of project. <strong>Available from the third week</strong> of the engagement window.</p>',
          },
          managerComment: 'Interview together with the conversion lead.',
        },
      ],
    },
    {
      title: 'Epic Beacon oncology build',
      status: 'draft',
      description:
        '<p>Build the treatment and therapy plans for the new infusion center: protocols from the oncology pharmacy committee, dose rounding rules and infusion scheduling.</p>',
      place: 'remote',
      workKind: 'build',
      start: 60,
      end: 180,
      hoursPerWeek: 32,
      rateMin: 95,
      rateMax: 120,
      questions: [],
      specializations: [{ path: 'Epic > Clinical > Beacon (Oncology)', expertise: 'expert', roles: ['Build Analyst'], skills: ['Treatment plans', 'Chemotherapy protocols', 'Dose rounding'] }],
      applicants: [],
    },
    {
      title: 'Epic Clarity report writer',
      status: 'closed',
      description:
        '<p>Write the quality and throughput reports for the Ambulatory wave: Clarity SQL, Crystal and SSRS, with hand-over documentation for the analytics team.</p>',
      place: 'remote',
      workKind: 'report_writing',
      start: -20,
      end: 40,
      hoursPerWeek: 20,
      rateMin: 80,
      rateMax: 100,
      questions: [],
      specializations: [{ path: 'Epic > Technical > Clarity', expertise: 'intermediate', roles: ['Report Writer'], skills: ['SQL', 'Clarity data model', 'SSRS'] }],
      applicants: [
        {
          talent: 'aisha.rahman',
          day: -32,
          oldForm: {
            skillsAndQualifications: 'Epic Clarity and Caboodle certified; SQL, SSRS and Crystal.',
            experience: 'Six years of Clarity reporting for ambulatory quality programs (HEDIS, MIPS).',
            applyMessage: '<p>I have built most of these reports before and can reuse the patterns.</p>',
          },
        },
      ],
    },
  ],
  lakeside: [
    {
      title: 'Epic ClinDoc nursing go-live support',
      status: 'open',
      description:
        '<p>Lakeside Medical Center moves its inpatient units onto Epic ClinDoc this season. Support nurses on the units through go-live: flowsheets, the MAR, LDAs and handoff.</p><ul><li>Twelve-hour day or night shifts on the units</li><li>Daily huddles with the nursing informatics team</li><li>Remote follow-up on tickets in the second week</li></ul>',
      place: 'both',
      workKind: 'go_live_support',
      start: 14,
      end: 56,
      hoursPerWeek: 36,
      rateMin: 80,
      rateMax: 100,
      questions: GO_LIVE_QUESTIONS,
      specializations: [{ path: 'Epic > Clinical > ClinDoc (Inpatient)', expertise: 'intermediate', roles: ['Go-Live Support', 'Principal Trainer'], skills: ['Flowsheets', 'MAR', 'Handoff'] }],
      applicants: [
        {
          talent: 'michael.okafor',
          day: -6,
          answers: [
            'Two inpatient ClinDoc go-lives, as principal trainer and as unit support lead.',
            'Yes. I prefer nights for the first week if that helps the schedule.',
            'I chart next to them, show the shortcut once, and make sure the charge nurse knows the workaround.',
          ],
          managerComment: 'Former ICU nurse, exactly what the units asked for. Offer nights.',
        },
        {
          talent: 'hannah.lee',
          day: -2,
          answers: [
            'Mostly Ambulatory go-lives; I supported the inpatient units once during a big-bang go-live.',
            'Remote only for the second week; on site is not possible for me this time.',
            'Keep it short at the bedside and follow up by phone after the shift.',
          ],
        },
        { talent: 'james.nguyen', day: -1, invitedOnly: true },
      ],
    },
    {
      title: 'Oracle Health PowerChart conversion analyst',
      status: 'open',
      description:
        '<p>Lakeside keeps Oracle Health (Cerner) for its emergency department and consolidates two PowerChart domains. We need an analyst to rebuild PowerPlans and PowerForms in the target domain and retire the duplicates.</p><ul><li>Inventory and compare build across both domains</li><li>Rebuild, test and validate with the ED physicians</li></ul>',
      place: 'remote',
      workKind: 'build',
      start: 50,
      end: 200,
      hoursPerWeek: 40,
      rateMin: 95,
      rateMax: 120,
      questions: [],
      specializations: [
        { path: 'Oracle Health (Cerner) > Clinical > PowerChart', expertise: 'expert', roles: ['Build Analyst'], skills: ['PowerPlans', 'PowerForms'] },
        { path: 'Oracle Health (Cerner) > Clinical > FirstNet (Emergency)', expertise: null, roles: [], skills: ['Tracking Shell'] },
      ],
      applicants: [
        {
          talent: 'ryan.sullivan',
          day: -3,
          oldForm: {
            skillsAndQualifications: 'PowerChart expert and FirstNet analyst: PowerPlans, PowerForms, Tracking Shell.',
            experience: 'Consolidated two Millennium domains at a five-hospital system in 2023.',
            applyMessage: '<p>Domain consolidation is exactly what I did last year; happy to share the inventory workbook we used.</p>',
          },
          managerComment: 'Ask for references from the 2023 consolidation.',
        },
        {
          talent: 'david.kowalski',
          day: -7,
          oldForm: {
            skillsAndQualifications: 'Interfaces between Oracle Health and Epic; some PowerChart build.',
            experience: 'Interface analyst on three conversions.',
            applyMessage: '<p>My strength is the interfaces around PowerChart rather than the build itself.</p>',
          },
          removed: true,
        },
      ],
    },
    {
      title: 'Epic Stork obstetrics build',
      status: 'draft',
      description: '<p>Labor and delivery build for the new women’s pavilion: pregnancy episodes, delivery summary, newborn linking and fetal monitoring integration.</p>',
      place: 'on_site',
      workKind: 'build',
      start: 75,
      end: 165,
      hoursPerWeek: 40,
      rateMin: 95,
      rateMax: 115,
      questions: [],
      specializations: [{ path: 'Epic > Clinical > Stork (Obstetrics)', expertise: 'intermediate', roles: ['Build Analyst'], skills: ['Pregnancy episodes', 'Newborn linking'] }],
      applicants: [],
    },
    {
      title: 'Epic Beacon oncology go-live support',
      status: 'closed',
      description: '<p>At-the-elbow support for the infusion center’s Beacon go-live: treatment plans, therapy plans and infusion workflows.</p>',
      place: 'on_site',
      workKind: 'go_live_support',
      start: -40,
      end: -10,
      hoursPerWeek: 40,
      rateMin: 85,
      rateMax: 100,
      questions: [],
      specializations: [{ path: 'Epic > Clinical > Beacon (Oncology)', expertise: 'intermediate', roles: ['Go-Live Support'], skills: ['Treatment plans', 'Infusion center workflows'] }],
      applicants: [
        {
          talent: 'james.nguyen',
          day: -55,
          oldForm: {
            skillsAndQualifications: 'Epic Willow and Beacon: treatment plans and dose rounding.',
            experience: 'Pharmacy informatics for four years; supported one Beacon go-live.',
            applyMessage: '<p>I can be in Nashville for the whole go-live.</p>',
          },
        },
      ],
    },
  ],
}

/** The approved demo talents' asking rates, dollars per hour (users.hourlyRate holds cents). */
export const DEMO_HOURLY_RATES: Record<string, number> = {
  'emily.carter': 90,
  'james.nguyen': 105,
  'sofia.martinez': 115,
  'michael.okafor': 100,
  'hannah.lee': 95,
  'david.kowalski': 120,
  'aisha.rahman': 100,
  'ryan.sullivan': 110,
}
