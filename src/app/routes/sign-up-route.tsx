import SignUpPage from '../../features/register/SignUpPage'
import type { SignUpInput } from '../../../machines/register/sign-up.machine'
import { useBoundFlow } from '../browser-deps'
import { bindSignUp } from '../flows/register/sign-up'
import { inspect } from '../inspector'

/** /register with its actors; a lazy chunk, so the sign-up machine never weighs on /login. */
export default function SignUpRoute({ input }: { input: SignUpInput }) {
  return <SignUpPage logic={useBoundFlow(bindSignUp)} input={input} inspect={inspect} />
}
