import { ApiClient, demo } from '../tests/helpers/apiClient'
import { idleRssMb, sampleRss } from '../tests/helpers/memory'
import { startTestServer } from '../tests/helpers/testServer'
import { blob, paddedPdf, sendMultipart, tinyPdf, uploadedFiles } from '../tests/helpers/uploads'

/**
 * Peak server memory while a talent uploads a 50 MB document: the server (seeded SQLite) runs as a
 * child process, its RSS is read from /proc every 20 ms while a generated 50 MB PDF (header, padding,
 * trailer) streams to PATCH /talent/document_set/. Budget: peak < idle + 64 MB, i.e. the file is never
 * held in memory whole. Idle is measured after a small upload has loaded every module on the path.
 */
export const UPLOAD_MEMORY_BUDGET_MB = 64
const FIFTY_MB = 50 * 1024 * 1024

export async function measureUploadMemory(): Promise<{ idleRssMb: number; peakRssMb: number; budgetOk: boolean }> {
  const server = await startTestServer({ seed: true, compiled: true })
  try {
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    // Warm-up: the upload path (busboy, file-type, the stored-files collection) loaded once.
    const warmUp = new FormData()
    warmUp.set('flu_shot[file]', blob(tinyPdf()), 'warm-up.pdf')
    const warm = await talent.patch('/api/v1/talent/document_set/', warmUp)
    if (warm.status !== 200) throw new Error(`warm-up upload failed: ${warm.status} ${JSON.stringify(warm.body)}`)

    const idle = await idleRssMb(server.pid)
    const sampler = sampleRss(server.pid, 20)
    const response = await sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
      { name: 'background_check[begin_date]', value: '2026-01-01' },
      { name: 'background_check[expiration_date]', value: '2030-01-01' },
      { name: 'background_check[file]', value: paddedPdf(FIFTY_MB), fileName: 'background-check.pdf', contentType: 'application/pdf' },
    ])
    const { peakMb } = sampler.stop()
    if (response.status !== 200) throw new Error(`50 MB upload failed: ${response.status} ${JSON.stringify(response.body)}`)
    if (!uploadedFiles(server.dataDir).length) throw new Error('the 50 MB upload stored no file')
    const round = (value: number) => Math.round(value * 10) / 10
    return { idleRssMb: round(idle), peakRssMb: round(peakMb), budgetOk: peakMb < idle + UPLOAD_MEMORY_BUDGET_MB }
  } finally {
    await server.stop()
  }
}
