import { LIST_CACHE_TTL_MS, forgetAllLists, forgetListsOf, listCache } from '../../domain/cache/listCache'

describe('list cache', () => {
  let clock = 1_000_000
  const now = () => clock
  const counter = () => {
    let loads = 0
    return { load: async () => ++loads, loads: () => loads }
  }

  it('answers a repeated key from memory until the entry is older than the TTL', async () => {
    const cache = listCache('members-a', ['group-members'])
    const source = counter()
    expect(await cache.through('u1:/list', source.load, now)).toBe(1)
    clock += LIST_CACHE_TTL_MS
    expect(await cache.through('u1:/list', source.load, now)).toBe(1)
    clock += 1
    expect(await cache.through('u1:/list', source.load, now)).toBe(2)
    expect(source.loads()).toBe(2)
  })

  it('keeps callers apart by key', async () => {
    const cache = listCache('members-b', ['group-members'])
    const source = counter()
    await cache.through('u1:/list', source.load, now)
    expect(await cache.through('u2:/list', source.load, now)).toBe(2)
  })

  it('forgets on a write to a collection it is made of, or to users, and not otherwise', async () => {
    const cache = listCache('members-c', ['group-members'])
    const source = counter()
    await cache.through('k', source.load, now)
    forgetListsOf('availabilities')
    expect(await cache.through('k', source.load, now)).toBe(1)
    forgetListsOf('group-members')
    expect(await cache.through('k', source.load, now)).toBe(2)
    forgetListsOf('users')
    expect(await cache.through('k', source.load, now)).toBe(3)
    forgetAllLists()
    expect(await cache.through('k', source.load, now)).toBe(4)
  })

  it('does not store a load that a write overtook', async () => {
    const cache = listCache('members-d', ['group-members'])
    let release: (value: string) => void = () => undefined
    const slow = cache.through('k', () => new Promise<string>((resolve) => (release = resolve)), now)
    forgetListsOf('group-members')
    release('stale')
    expect(await slow).toBe('stale')
    expect(cache.size).toBe(0)
    expect(await cache.through('k', async () => 'fresh', now)).toBe('fresh')
  })
})
