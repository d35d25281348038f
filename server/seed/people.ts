// Deterministic demo people: the same seed always yields the same names, so screenshots and tests agree.
const FIRST = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Mia',
  'Lucas',
  'Amelia',
  'Ethan',
  'Sofia',
  'Mateo',
  'Isla',
  'Leo',
  'Chloe',
  'Aria',
  'Omar',
  'Hana',
  'Yusuf',
  'Priya',
  'Kenji',
  'Ines',
  'Tomas',
  'Zara',
  'Felix',
  'Nora',
  'Ravi',
  'Lena',
  'Diego',
  'Maya',
  'Jonas',
]
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Kowalski',
  'Okafor',
  'Rossi',
  'Silva',
  'Cohen',
  'Tanaka',
  'Muller',
  'Haddad',
  'Brown',
  'Petrov',
  'Larsen',
  'Dubois',
  'Singh',
  'Moreau',
  'Novak',
  'Fischer',
  'Reyes',
]

export interface Person {
  name: string
  lastName: string
  email: string
}

export function people(count: number, domain: string, offset = 0): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const i = index + offset
    const name = FIRST[i % FIRST.length] ?? 'Alex'
    const lastName = LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length] ?? 'Doe'
    const email = `${name}.${lastName}${i >= FIRST.length ? i : ''}@${domain}`.toLowerCase()
    return { name, lastName, email }
  })
}

/** A small deterministic generator for counts and percentages. */
export function sequence(seed: number) {
  let state = seed >>> 0
  return (max: number) => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state % max
  }
}
