import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, serverCommand } from '../helpers/testServer'

/**
 * Stopping the started command stops the server: `kill <pid of npm start>` (SIGTERM) and Ctrl-C's
 * SIGINT sent to npm alone reach the server, which shuts down, and npm exits after it. npm forwards
 * the signal to its child, the shell running the start script; the script `exec`s node, so that child
 * is the server itself (a shell in between would die and leave the server running). `--ignore-scripts`
 * skips prestart (ensure-build), which this test replaces by requiring a fresh build.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resolves true when something accepts connections on the port, false when it is refused. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('npm start', () => {
  beforeAll(() => {
    serverCommand(true) // throws with the command to run when dist/server is stale
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server when npm gets %s', async (signal) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-start-'))
    const port = await freePort()
    const npm = spawn('npm', ['start', '--ignore-scripts', '--silent'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        PAYLOAD_SECRET: 'test-secret-not-for-production',
        SEED_ON_EMPTY: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'info',
      },
    })
    const output: string[] = []
    npm.stderr!.on('data', (chunk) => output.push(String(chunk)))
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
    let serverPid = 0
    try {
      // The server's own pid, from its 'listening' log line (pino writes the pid into every line).
      serverPid = await new Promise<number>((resolve, reject) => {
        let buffered = ''
        npm.stdout!.on('data', (chunk) => {
          buffered += String(chunk)
          output.push(String(chunk))
          const line = buffered.split('\n').find((text) => text.includes('"msg":"listening on'))
          if (line) resolve(JSON.parse(line).pid)
        })
        void exited.then((code) => reject(new Error(`npm start exited with ${code} before listening:\n${output.join('')}`)))
      })
      expect(serverPid).not.toBe(npm.pid)
      expect(await accepts(port)).toBe(true)

      npm.kill(signal)
      expect(await exited).toBe(0)
      // npm exits only after its child did; had the signal stopped at a shell, the server would live on.
      expect(isRunning(serverPid)).toBe(false)
      expect(await accepts(port)).toBe(false)
      expect(output.join('')).toContain(`"signal":"${signal}"`)
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL')
      // When the test failed because the server outlived npm, it must not outlive the test too.
      if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
