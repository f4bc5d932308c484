/**
 * A small HTTP client with a cookie jar, speaking the contract: it fetches the csrftoken cookie once
 * and sends it back as X-CSRFToken on every write, like the portals do.
 */
export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

export class ApiClient {
  private cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

  cookie(name: string) {
    return this.cookies.get(name)
  }

  /** Every cookie the jar holds, as name and value (to hand a signed-in session to a browser). */
  cookieEntries(): [string, string][] {
    return [...this.cookies]
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value)
  }

  /** A new client holding a copy of this jar: whatever its responses set leaves this client as it is. */
  fork() {
    const copy = new ApiClient(this.baseUrl)
    for (const [name, value] of this.cookies) copy.setCookie(name, value)
    return copy
  }

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0\b/i.test(a.trim()))
      if (expired || value === '') this.cookies.delete(name!.trim())
      else this.cookies.set(name!.trim(), value)
    }
  }

  async request<T = any>(method: string, path: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const unsafe = method !== 'GET' && method !== 'HEAD'
    if (unsafe && options.csrf !== false && !this.cookies.has('csrftoken')) await this.request('GET', '/api/v1/csrf/')
    const headers = new Headers(options.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (unsafe && options.csrf !== false) headers.set('x-csrftoken', this.cookies.get('csrftoken') ?? '')
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers.set('content-type', 'application/json')
      payload = JSON.stringify(body)
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' })
    this.remember(response.headers)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Not JSON (an HTML page, a file): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  /** A client signed in as `email` (the demo password unless given). */
  static async signedIn(baseUrl: string, email: string, password = DEMO_PASSWORD) {
    const client = new ApiClient(baseUrl)
    await client.signIn(email, password)
    return client
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path)
  }
  post<T = any>(path: string, body?: unknown, options?: { csrf?: boolean }) {
    return this.request<T>('POST', path, body, options)
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body)
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body)
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path)
  }

  async signIn(email: string, password: string) {
    const response = await this.post('/api/v1/sessions/', { email, password })
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body
  }
}

/** The seeded demo accounts (scripts/seedData.ts). */
export const DEMO_PASSWORD = 'Talentgrid#2026'
export const demo = {
  superAdmin: 'admin@talentgrid.local',
  northwind: { admin: 'admin@northwind.example', manager: 'manager@northwind.example', manager2: 'manager2@northwind.example', contact: 'contact@northwind.example' },
  lakeside: { admin: 'admin@lakeside.example', manager: 'manager@lakeside.example', manager2: 'manager2@lakeside.example', contact: 'contact@lakeside.example' },
  talent: 'emily.carter@talent.example',
  otherTalent: 'james.nguyen@talent.example',
}
