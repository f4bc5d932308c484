import { AI_LIMITS, type GeneratedApplicantReview, type GeneratedOverview, type GeneratedQuestions, type GeneratedRating, type GeneratedTitleDescription } from '../../contract/ai'
import type { EngagementPlace, WorkKind } from '../../contract/engagements/documents'
import { clip, matchTalent, pathOf, verdictOf, type Reason } from './matching'
import { escapeHtml } from './generatedText'
import type { AiProvider, ApplicantReviewRequest, ApplicationFacts, OpportunityFacts, QuestionsRequest, RatingRequest, SpecializationFacts, TalentFacts } from './provider'

/**
 * The default provider: templates filled from the facts and extraction from them, no network and no
 * model, so it answers the same on a fresh machine and in the tests. Deterministic: nothing here reads
 * the clock or chance, so the same facts always give the same answer.
 */
export const OFFLINE_PROVIDER = 'offline'

/** What someone doing each kind of work is called in a title. */
const WORK_KIND_ROLE: Record<WorkKind, string> = {
  general_it: 'IT Consultant',
  build: 'Build Analyst',
  report_writing: 'Report Writer',
  integration: 'Integration Analyst',
  security: 'Security Analyst',
  management_consulting: 'Management Consultant',
  project_management: 'Project Manager',
  training: 'Trainer',
  curriculum_development: 'Curriculum Developer',
  documentation_analysis: 'Documentation Analyst',
  ticket_resolution: 'Support Analyst',
  staff_augmentation: 'Consultant',
  go_live_support: 'Go-Live Support Consultant',
  other: 'Consultant',
}

/** What the work involves, for the description's duties. */
const WORK_KIND_DUTIES: Record<WorkKind, string[]> = {
  general_it: ['Support and improve the systems clinical and business teams rely on', 'Work through requests with the application teams'],
  build: ['Design and build system configuration to agreed specifications', 'Unit and integrated testing of your build', 'Document build decisions for the support team'],
  report_writing: ['Write and validate reports and dashboards from clinical and operational data', 'Gather requirements with the requesting teams'],
  integration: ['Build, test and monitor interfaces between systems', 'Troubleshoot message flows with vendors and partners'],
  security: ['Maintain user security, roles and access templates', 'Review access and support audits'],
  management_consulting: ['Assess current workflows and recommend improvements', 'Present findings and a roadmap to leadership'],
  project_management: ['Plan and track the project scope, schedule and risks', 'Lead status meetings and report to stakeholders'],
  training: ['Deliver classroom and at-the-elbow training to end users', 'Prepare training environments and materials'],
  curriculum_development: ['Write training curriculum, exercises and tip sheets', 'Keep materials current with the build'],
  documentation_analysis: ['Analyze and document current and future-state workflows', 'Keep specifications and decision logs up to date'],
  ticket_resolution: ['Resolve support tickets within the agreed service levels', 'Find the root cause of recurring issues'],
  staff_augmentation: ['Work as part of the in-house application team', 'Take on build, testing and support assignments'],
  go_live_support: ['Support end users at the elbow and in the command center during go-live', 'Log, triage and follow up on issues'],
  other: ['Work with the team on the tasks this opportunity describes'],
}

const PLACE_TEXT: Record<EngagementPlace, string> = { remote: 'Remote', on_site: 'On site', both: 'On site and remote' }

/** 'Epic Ambulatory' for Epic > Clinical > Ambulatory: the platform and the node itself. */
const shortName = (spec: SpecializationFacts) => (spec.ancestors[0] && spec.ancestors[0] !== spec.name ? `${spec.ancestors[0]} ${spec.name}` : spec.name)

const whereText = (o: OpportunityFacts) => [o.city, o.state].filter(Boolean).join(', ')

function placeLine(o: OpportunityFacts): string | null {
  if (!o.place) return whereText(o) || null
  const where = whereText(o)
  return o.place === 'remote' || !where ? PLACE_TEXT[o.place] : `${PLACE_TEXT[o.place]} in ${where}`
}

function datesLine(o: OpportunityFacts): string | null {
  if (o.startDate && o.endDate) return `From ${o.startDate} to ${o.endDate}`
  if (o.startDate) return `Starting ${o.startDate}`
  if (o.endDate) return `Until ${o.endDate}`
  return null
}

function generatedTitle(o: OpportunityFacts): string {
  const subjects = o.specializations.slice(0, 2).map(shortName)
  const subject = subjects.length ? subjects.join(' and ') : 'Healthcare IT'
  const role = o.specializations[0]?.roles[0]?.name ?? (o.workKind ? WORK_KIND_ROLE[o.workKind] : 'Consultant')
  const suffix = o.place === 'remote' ? ' (Remote)' : o.place && o.city ? ` — ${o.city}${o.state ? `, ${o.state}` : ''}` : ''
  return clip(`${subject} ${role}${suffix}`, AI_LIMITS.title)
}

const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '')

function specializationLine(spec: SpecializationFacts): string {
  const parts = [`${pathOf(spec)}${spec.expertise ? ` (${spec.expertise})` : ''}`]
  if (spec.roles.length) parts.push(`roles: ${spec.roles.map((role) => role.name).join(', ')}`)
  if (spec.skills.length) parts.push(`skills: ${spec.skills.map((skill) => skill.name).join(', ')}`)
  return parts.join('; ')
}

function generatedDescription(o: OpportunityFacts, title: string): string {
  const kind = o.workKind ? WORK_KIND_ROLE[o.workKind].toLowerCase() : 'healthcare IT consultant'
  const subject = o.specializations.length ? ` with ${o.specializations.map(shortName).join(', ')}` : ''
  const intro = `<p>We are looking for an experienced ${escapeHtml(kind)}${escapeHtml(subject)} to join us as <strong>${escapeHtml(title)}</strong>.</p>`
  const duties = o.workKind ? WORK_KIND_DUTIES[o.workKind] : WORK_KIND_DUTIES.other
  const schedule = [datesLine(o), o.hoursPerWeek ? `${o.hoursPerWeek} hours a week` : null, placeLine(o)].filter((line): line is string => Boolean(line))
  const sections = [
    intro,
    `<p><strong>What you will do</strong></p>${list(duties)}`,
    o.specializations.length ? `<p><strong>What we are looking for</strong></p>${list(o.specializations.map(specializationLine))}` : '',
    schedule.length ? `<p><strong>Schedule and place</strong></p>${list(schedule)}` : '',
    o.notes ? `<p><em>${escapeHtml(clip(o.notes, AI_LIMITS.notes))}</em></p>` : '',
  ]
  return sections.filter(Boolean).join('')
}

function questionPool(o: OpportunityFacts): string[] {
  const pool: string[] = []
  for (const spec of o.specializations) {
    pool.push(`Describe your hands-on experience with ${pathOf(spec)}${spec.expertise ? `, including work at the ${spec.expertise} level` : ''}: which organizations, versions and go-lives?`)
    const roles = spec.roles.map((role) => role.name)
    if (roles.length) pool.push(`Which of these roles have you held for ${spec.name}: ${roles.join(', ')}? Tell us about the most recent one.`)
    const skills = spec.skills.map((skill) => skill.name)
    if (skills.length) pool.push(`Tell us about a project where you used ${skills.join(', ')}. What was your part and the result?`)
  }
  if (o.workKind) {
    const role = WORK_KIND_ROLE[o.workKind].toLowerCase()
    pool.push(`What was your most demanding assignment as a ${role}, and what would you do the same way here?`)
  }
  if (o.hoursPerWeek || o.startDate) {
    const hours = o.hoursPerWeek ? `${o.hoursPerWeek} hours a week` : 'the hours this work needs'
    pool.push(`Can you commit to ${hours}${o.startDate ? ` starting ${o.startDate}` : ''}${o.endDate ? ` through ${o.endDate}` : ''}? Note any planned time off.`)
  }
  if ((o.place === 'on_site' || o.place === 'both') && whereText(o)) pool.push(`This work is on site in ${whereText(o)}. How often can you be there, and from where would you travel?`)
  pool.push('Why does this opportunity interest you, and what would you bring to the team in the first month?')
  pool.push('Which references or past clients could speak to your work on similar projects?')
  return [...new Set(pool.map((question) => clip(question, AI_LIMITS.question - 1)))]
}

function talentOverviewOf(t: TalentFacts): GeneratedOverview {
  const name = `${t.firstName} ${t.lastName}`.trim() || 'This talent'
  const where = [t.city, t.state].filter(Boolean).join(', ')
  const paragraphs: string[] = [`${name} is a healthcare IT professional${where ? ` based in ${where}` : ''}.`]
  if (t.aboutMe) paragraphs.push(clip(t.aboutMe, 900))
  const highlights: string[] = []
  if (t.specializations.length) {
    const names = t.specializations.map((spec) => `${pathOf(spec)}${spec.expertise ? ` (${spec.expertise})` : ''}`)
    paragraphs.push(`Specializations: ${clip(names.join('; '), 600)}.`)
    for (const spec of t.specializations.slice(0, 4)) {
      const extras = [...spec.roles.map((role) => role.name), ...spec.skills.map((skill) => skill.name)]
      highlights.push(clip(`${pathOf(spec)}${spec.expertise ? `, ${spec.expertise}` : ''}${extras.length ? `: ${extras.join(', ')}` : ''}`))
    }
  }
  if (t.experience.length) {
    const latest = t.experience[0]!
    const span = `${latest.startPeriodDate} to ${latest.isPresent ? 'present' : (latest.endPeriodDate ?? 'an unknown end')}`
    const others = t.experience.slice(1, 4).map((item) => `${item.position} at ${item.organizationName}`)
    paragraphs.push(`Experience: ${latest.position} at ${latest.organizationName} (${span})${others.length ? `; before that ${others.join('; ')}` : ''}.`)
    highlights.push(clip(`${t.experience.length} position${t.experience.length === 1 ? '' : 's'} of work experience, most recently ${latest.position} at ${latest.organizationName}`))
  }
  if (t.certificates.length) {
    const names = t.certificates.map((item) => [item.documentName, item.schoolOrUniversity].filter(Boolean).join(', '))
    paragraphs.push(`Certificates: ${clip(names.join('; '), 400)}.`)
    highlights.push(clip(`Certificates: ${names.join('; ')}`))
  }
  if (t.availabilities.length) {
    const windows = t.availabilities.slice(0, 3).map((w) => {
      const kinds = [w.onSite ? 'on site' : null, w.remote ? 'remote' : null].filter(Boolean).join(' or ')
      return `from ${w.availableFromDate}${w.availableToDate ? ` to ${w.availableToDate}` : ''}, ${w.hoursPerWeek} hours a week${kinds ? `, ${kinds}` : ''}`
    })
    paragraphs.push(`Availability: ${windows.join('; ')}.`)
    highlights.push(clip(`Available ${windows[0]}`))
  } else {
    highlights.push('No availability given yet')
  }
  return { generated: true, provider: OFFLINE_PROVIDER, overview: paragraphs.join('\n\n').slice(0, AI_LIMITS.overview), highlights: highlights.slice(0, 10) }
}

/** What the profile adds beyond the criteria (notes only: they do not move the score). */
function profileNotes(t: TalentFacts): Reason[] {
  const notes: Reason[] = []
  if (t.experience.length) notes.push({ kind: 'note', text: clip(`${t.experience.length} position${t.experience.length === 1 ? '' : 's'} of work experience; most recently ${t.experience[0]!.position} at ${t.experience[0]!.organizationName}.`) })
  if (t.certificates.length) notes.push({ kind: 'note', text: clip(`Certificates: ${t.certificates.map((item) => item.documentName).join(', ')}.`) })
  return notes
}

function rating(request: RatingRequest): GeneratedRating {
  const match = matchTalent(request.opportunity, request.talent, request.today, request.weights)
  const reasons = [...match.reasons, ...profileNotes(request.talent)].slice(0, 12)
  return { generated: true, provider: OFFLINE_PROVIDER, score: match.score, verdict: verdictOf(match.score, request.opportunity.title), reasons }
}

const SHORT_ANSWER = 40

function applicationSummary(application: ApplicationFacts | null, talent: TalentFacts): { summary: string; reasons: Reason[] } {
  const name = `${talent.firstName} ${talent.lastName}`.trim() || 'The talent'
  if (!application) return { summary: `${name} was invited and has not applied yet.`, reasons: [{ kind: 'note', text: 'Has not applied yet: there are no answers to review.' }] }
  const excerpt = (text: string) => clip(text.replace(/\s+/g, ' ').trim(), 280)
  if (application.form === 'new') {
    const items = application.answers.map((item) => `- ${excerpt(clip(item.question, 160))} ${excerpt(item.answer)}`)
    const short = application.answers.filter((item) => item.answer.trim().length < SHORT_ANSWER)
    const reasons: Reason[] = short.length
      ? [{ kind: 'gap', text: clip(`${short.length} of ${application.answers.length} answers are brief (under ${SHORT_ANSWER} characters).`) }]
      : [{ kind: 'strength', text: clip(`Answered all ${application.answers.length} questions in detail.`) }]
    return { summary: [`${name} answered ${application.answers.length} question${application.answers.length === 1 ? '' : 's'}:`, ...items].join('\n'), reasons }
  }
  const parts = [
    ['Skills and qualifications', application.skillsAndQualifications],
    ['Experience', application.experience],
    ['Message', application.applyMessage],
  ].filter((part): part is [string, string] => Boolean(part[1]?.trim()))
  const items = parts.map(([label, text]) => `- ${label}: ${excerpt(text)}`)
  const reasons: Reason[] = parts.length === 3 ? [{ kind: 'strength', text: 'Filled in skills and qualifications, experience and a message.' }] : [{ kind: 'gap', text: clip(`Left ${3 - parts.length} of the application's three texts empty.`) }]
  return { summary: items.length ? [`${name} applied with:`, ...items].join('\n') : `${name} applied without any text.`, reasons }
}

export const offlineProvider: AiProvider = {
  name: OFFLINE_PROVIDER,
  async titleDescription(opportunity: OpportunityFacts): Promise<GeneratedTitleDescription> {
    const title = generatedTitle(opportunity)
    return { generated: true, provider: OFFLINE_PROVIDER, title, description: generatedDescription(opportunity, title) }
  },
  async questions({ opportunity, count }: QuestionsRequest): Promise<GeneratedQuestions> {
    const pool = questionPool(opportunity)
    const wanted = count ?? Math.min(5, 3 + opportunity.specializations.length)
    return { generated: true, provider: OFFLINE_PROVIDER, questions: pool.slice(0, Math.min(wanted, pool.length)) }
  },
  async talentOverview(talent: TalentFacts): Promise<GeneratedOverview> {
    return talentOverviewOf(talent)
  },
  async applicantReview(request: ApplicantReviewRequest): Promise<GeneratedApplicantReview> {
    const base = rating(request)
    const { summary, reasons } = applicationSummary(request.application, request.talent)
    return { ...base, reasons: [...reasons, ...base.reasons].slice(0, 12), summary: summary.slice(0, AI_LIMITS.overview) }
  },
  async talentRating(request: RatingRequest): Promise<GeneratedRating> {
    return rating(request)
  },
}
