import { Card, CardContent, CardHeader } from '@mui/material'
import simpleRestProvider from 'ra-data-simple-rest'
import {
  Admin,
  Datagrid,
  DateField,
  EmailField,
  List,
  Resource,
  TextField,
  useGetList,
  type AuthProvider,
} from 'react-admin'

// The peer of issue 23: react-admin as its create-react-admin template sets it up (its own login page,
// a REST data provider, a dashboard as the signed-in landing), listing users from a loopback REST server.

const authProvider: AuthProvider = {
  async login({ username, password }) {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
    if (!response.ok) throw new Error('Wrong credentials')
    localStorage.setItem('peerToken', (await response.json()).token)
  },
  async logout() {
    localStorage.removeItem('peerToken')
  },
  async checkAuth() {
    if (!localStorage.getItem('peerToken')) throw new Error('Signed out')
  },
  async checkError(error) {
    if (error?.status === 401) throw error
  },
  async getIdentity() {
    return { id: 'owner', fullName: 'Gloria Owner' }
  },
}

function Dashboard() {
  const { total } = useGetList('users', { pagination: { page: 1, perPage: 1 } })
  return (
    <Card>
      <CardHeader title="Get started" />
      <CardContent>{total === undefined ? 'Loading…' : `${total} users`}</CardContent>
    </Card>
  )
}

function UserList() {
  return (
    <List>
      <Datagrid>
        <EmailField source="email" />
        <TextField source="name" />
        <TextField source="role" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  )
}

export function App() {
  return (
    <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} dashboard={Dashboard}>
      <Resource name="users" list={UserList} />
    </Admin>
  )
}
