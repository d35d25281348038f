// Sign-up form values for scenarios and tests: one complete, and variants the guard must refuse.
import type { SignUpValues } from '../../src/domain/sign-up'

export const completeSignUp: SignUpValues = {
  email: 'founder@umbrella.example',
  name: 'Ursula',
  lastName: 'Umbrella',
  companyName: 'Umbrella Labs',
  phone: '+1 555-123-4567',
  country: 'US',
  industry: 'it',
  companySize: '51-200',
  password: 'Str0ng&Secret',
  confirmPassword: 'Str0ng&Secret',
}

export const signUpWithoutCompany: SignUpValues = { ...completeSignUp, companyName: '' }
export const signUpWithBadPhone: SignUpValues = { ...completeSignUp, phone: '12-34' }
export const signUpWithMismatch: SignUpValues = { ...completeSignUp, confirmPassword: 'Str0ng&Secret!' }
