import { array, boolean, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'

// The users list (/users/all_users, 000 §2): server paging 5, 10, 25, 50, 100 (default 10), sort, search.

export const USER_LIST: ListQueryOptions = {
  orderBy: ['email', 'name', 'createdAt'],
  defaultOrderBy: 'email',
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
}

export const UserRow = object({
  id: string(),
  email: string(),
  name: string(),
  lastName: string(),
  role: string(),
  departments: array(string()),
  disabled: boolean(),
  createdAt: string(),
})
export type UserRow = Infer<typeof UserRow>

export const UserPage = object({ usersPerPage: array(UserRow), totalCount: number() })
export type UserPage = Infer<typeof UserPage>
