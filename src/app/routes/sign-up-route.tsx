import SignUpPage from '../../features/register/SignUpPage'
import type { SignUpInput } from '../../../machines/sign-up.machine'
import { inspect } from '../inspector'
import { signUpLogic } from '../flows/sign-up-logic'

/** /register with its actors; a lazy chunk, so the sign-up machine never weighs on /login. */
export default function SignUpRoute({ input }: { input: SignUpInput }) {
  return <SignUpPage logic={signUpLogic} input={input} inspect={inspect} />
}
