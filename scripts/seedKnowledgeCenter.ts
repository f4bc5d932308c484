import { crc32, deflateSync } from 'node:zlib'
import { serverWriteContext } from '../access/serverWrites'
import type { KnowledgeAudience } from '../contract/knowledgeCenter'
import { now } from '../domain/clock'
import { storeSeedFile } from './seedFiles'
import type { SeedContext } from './seedData'

/**
 * A lived-in knowledge center for the demo: four FAQ categories with questions for talents, for organizations and
 * for both, and five video tutorials, each an https link with a poster made here (a PNG in the tutorial's colour
 * with a play mark). All published. Written as the system (overrideAccess: the seed is the installation speaking)
 * in the seed's transaction; the posters' file fields in the server-write context like the upload endpoint. Not in
 * test servers unless SEED_KNOWLEDGE_CENTER=true (the knowledge-center API suites count what they add).
 */

interface DemoFaq {
  question: string
  answer: string
  audience: KnowledgeAudience
}

export const DEMO_FAQ: { category: string; faqs: DemoFaq[] }[] = [
  {
    category: 'Getting started',
    faqs: [
      {
        question: 'What is Talentgrid?',
        answer:
          '<p>Talentgrid connects healthcare IT organizations with approved independent talent. Organizations post opportunities and send engagements; talents apply, accept engagements and track their time in one place.</p>',
        audience: 'both',
      },
      {
        question: 'How do I reset my password?',
        answer:
          '<p>On the sign-in page choose <strong>Forgot password?</strong> and enter your e-mail address. We send you a link that is valid for 24 hours.</p><p>Signed in, you can change it under <strong>My account</strong>.</p>',
        audience: 'both',
      },
      {
        question: 'How do I invite a manager to my organization?',
        answer:
          '<p>Organization admins open <strong>Administration</strong>, then <strong>Users</strong>, and choose <strong>Invite</strong>. Give the manager a department and, if they send engagements, the <em>Manage Engagement</em> permission.</p>',
        audience: 'organization',
      },
    ],
  },
  {
    category: 'Profile and documents',
    faqs: [
      {
        question: 'How do I get the Approved badge?',
        answer:
          '<p>Complete your profile (summary, work experience, certificates and specializations) and upload the documents we ask for. Our team reviews the profile and approves it, usually within a few business days.</p><ul><li>Keep your availability up to date.</li><li>Add at least one reference or external link.</li></ul>',
        audience: 'talent',
      },
      {
        question: 'Why do I need a mobile phone number to accept an engagement?',
        answer:
          '<p>The organization and our support team need to reach you quickly while you work on an engagement. Add your mobile number under <strong>My account</strong>.</p>',
        audience: 'talent',
      },
      {
        question: 'Which documents can talents be asked to sign?',
        answer:
          '<p>Organization admins keep required documents and engagement terms in the <strong>Document Library</strong>. Each engagement lists the documents the talent must fill and sign before starting.</p>',
        audience: 'organization',
      },
    ],
  },
  {
    category: 'Engagements and time',
    faqs: [
      {
        question: 'How do I submit my time sheet?',
        answer:
          '<p>Open <strong>Time Tracking</strong>, fill in the hours for each day of the pay period and choose <strong>Submit</strong>. You can edit a submitted time sheet until your manager approves it.</p>',
        audience: 'talent',
      },
      {
        question: 'How do I approve time sheets?',
        answer:
          '<p>Open <strong>Time Tracking</strong> and pick the pay period. Review each talent’s hours, then <strong>Approve</strong> or <strong>Reject</strong> with a comment the talent sees.</p>',
        audience: 'organization',
      },
      {
        question: 'What happens when an engagement ends?',
        answer:
          '<p>The last time sheet is submitted and approved as usual. The engagement then moves to <strong>Completed</strong> and stays readable for both sides.</p>',
        audience: 'both',
      },
    ],
  },
  {
    category: 'Payments',
    faqs: [
      {
        question: 'When do I get paid?',
        answer:
          '<p>Talents are paid for approved time on the pay date that follows the end of each pay period. Your dashboard shows the next pay date.</p>',
        audience: 'talent',
      },
      {
        question: 'How are engagement rates billed to my organization?',
        answer:
          '<p>You are billed the talent’s hourly rate for approved hours. For W-2 engagements a markup covers employer taxes; the engagement shows the rate you pay before you send it.</p>',
        audience: 'organization',
      },
    ],
  },
]

export const DEMO_VIDEOS: { title: string; description: string; audience: KnowledgeAudience; hue: number; slug: string }[] = [
  {
    title: 'A tour of Talentgrid',
    description: 'Five minutes through the dashboard, the messenger and the knowledge center.',
    audience: 'both',
    hue: 24,
    slug: 'tour',
  },
  {
    title: 'Completing your profile',
    description: 'Summary, work experience, certificates and specializations: what reviewers look for before approving a profile.',
    audience: 'talent',
    hue: 200,
    slug: 'profile',
  },
  {
    title: 'Tracking your time',
    description: 'Fill in a pay period, attach notes and submit your time sheet for approval.',
    audience: 'talent',
    hue: 150,
    slug: 'time',
  },
  {
    title: 'Posting an opportunity',
    description: 'Describe the role, choose specializations and review applicants with their answers.',
    audience: 'organization',
    hue: 265,
    slug: 'opportunity',
  },
  {
    title: 'Reviewing time sheets',
    description: 'Approve or reject hours for a pay period and export them for payroll.',
    audience: 'organization',
    hue: 340,
    slug: 'review',
  },
]

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A 16:9 PNG poster: a diagonal gradient of `hue` with a white play mark in a darker circle. */
export function demoPosterPng(hue: number, width = 480, height = 270): Buffer {
  const rgb = (l: number, s = 0.55) => {
    const a = s * Math.min(l, 1 - l)
    const f = (n: number) => {
      const k = (n + hue / 30) % 12
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
    }
    return [f(0), f(8), f(4)] as const
  }
  const cx = width / 2
  const cy = height / 2
  const radius = height * 0.17
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const dx = x - cx
      const dy = y - cy
      let colour = rgb(0.32 + 0.3 * ((x / width + y / height) / 2))
      if (dx * dx + dy * dy <= radius * radius) {
        colour = rgb(0.2)
        // The play triangle: from (-0.35r, -0.5r) and (-0.35r, 0.5r) to (0.55r, 0).
        const u = dx / radius
        const v = dy / radius
        if (u >= -0.35 && u <= 0.55 && Math.abs(v) <= 0.5 * ((0.55 - u) / 0.9)) colour = [255, 255, 255]
      }
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export async function seedKnowledgeCenter(context: SeedContext) {
  const { payload, req } = context
  const write = { overrideAccess: true, depth: 0, req } as const
  let categoryOrder = 0
  for (const { category, faqs } of DEMO_FAQ) {
    categoryOrder += 1
    const created = await payload.create({ collection: 'faq-categories', data: { name: category, order: categoryOrder } as never, ...write })
    let order = 0
    for (const faq of faqs) {
      order += 1
      await payload.create({
        collection: 'knowledge-center-faqs',
        data: { ...faq, category: created.id, order, _status: 'published' } as never,
        ...write,
      })
    }
  }
  let order = 0
  for (const video of DEMO_VIDEOS) {
    order += 1
    const poster = demoPosterPng(video.hue)
    const storageKey = await storeSeedFile(poster, now())
    context.storedKeys.push(storageKey)
    await payload.create({
      collection: 'knowledge-center-videos',
      data: {
        title: video.title,
        description: video.description,
        audience: video.audience,
        order,
        externalUrl: `https://help.talentgrid.example/videos/${video.slug}`,
        posterFile: { storageKey, originalFileName: `${video.slug}.png`, mimeType: 'image/png', size: poster.length },
        _status: 'published',
      } as never,
      context: serverWriteContext,
      ...write,
    })
  }
}

/**
 * Reader activity for the content editor's dashboard: how often each published FAQ was opened and each
 * tutorial played, so 'Most viewed' has figures on a fresh demo. Deterministic (the same demo every
 * start); a few items stay unopened, as on a real help center.
 */
export async function seedKnowledgeViews(context: SeedContext) {
  const { payload, req } = context
  const write = { overrideAccess: true, depth: 0, req } as const
  const [faqs, videos] = await Promise.all([
    payload.find({ collection: 'knowledge-center-faqs', sort: 'createdAt', limit: 0, depth: 0, overrideAccess: true, req }),
    payload.find({ collection: 'knowledge-center-videos', sort: 'createdAt', limit: 0, depth: 0, overrideAccess: true, req }),
  ])
  const viewsOf = (position: number) => (position % 4 === 3 ? 0 : Math.max(3, 140 - position * 17 + ((position * 29) % 23)))
  for (const [item, rows] of [['faq', faqs.docs], ['video', videos.docs]] as const) {
    for (const [position, row] of rows.entries()) {
      const viewCount = viewsOf(position)
      if (viewCount <= 0) continue
      await payload.create({ collection: 'knowledge-center-views', data: { [item]: row.id, viewCount } as never, ...write })
    }
  }
}
