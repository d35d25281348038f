import { describe, expect, it } from 'vitest'
import { allPages } from '../../src/api/all-pages'
import { learnersKnownWithoutAsking } from '../../src/domain/exercise-campaign'

describe('allPages', () => {
  const list = Array.from({ length: 7 }, (_, i) => i)
  const pagesOf = (size: number, first: 0 | 1) => {
    const asked: number[] = []
    const load = async (page: number) => {
      asked.push(page)
      const start = (page - first) * size
      return { items: list.slice(start, start + size), totalCount: list.length }
    }
    return { asked, load }
  }

  it('reads every page from the first the gateway counts from, and stops at the total', async () => {
    const zero = pagesOf(3, 0)
    expect(await allPages(zero.load, 0)).toEqual(list)
    expect(zero.asked).toEqual([0, 1, 2])
    const one = pagesOf(7, 1)
    expect(await allPages(one.load, 1)).toEqual(list)
    expect(one.asked).toEqual([1])
  })

  it('stops at an empty page even when the total promised more', async () => {
    const load = async (page: number) => ({ items: page === 0 ? [1, 2] : [], totalCount: 10 })
    expect(await allPages(load, 0)).toEqual([1, 2])
  })
})

describe('learners known without asking the gateway', () => {
  it('counts chosen users as chosen, no department or group as nobody, and asks for the rest', () => {
    expect(learnersKnownWithoutAsking('USERS_SELECTED', ['u1', 'u2'])).toBe(2)
    expect(learnersKnownWithoutAsking('USERS_FROM_DEPARTMENTS', [])).toBe(0)
    expect(learnersKnownWithoutAsking('USERS_FROM_GROUPS', ['g1'])).toBeNull()
    expect(learnersKnownWithoutAsking('USERS_ALL', [])).toBeNull()
  })
})
