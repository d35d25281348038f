import { hydrateRoot } from 'react-dom/client'
import { SignInPageRoot } from './app/SignInPageRoot'
import { leaveIfSignedIn } from './app/flows/login/sign-in-page'

// /login's own entry (issue 66): the page comes drawn in its HTML (server/prerender-login.mjs) and this script makes
// its form live with React, xstate and the sign-in flow alone. Every other page, and /login reached inside the
// console, start from src/main.tsx.
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from the sign-in page')
hydrateRoot(root, <SignInPageRoot />)
void leaveIfSignedIn()
