import { defineFlow } from '../flow'
import { ContactSalesForm } from '../../src/domain/contact-sales'
import { fieldProblems } from '../../src/domain/field-problems'
import { contactSalesMachine } from './contact-sales.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const contactSalesScenarios: Scenarios<typeof contactSalesMachine> = {
  events: {
    'contact.open': [{ type: 'contact.open' }],
    'contact.close': [{ type: 'contact.close' }],
    'contact.change': [
      { type: 'contact.change', field: 'phone', value: '+1 555 010 0199' },
      { type: 'contact.change', field: 'phone', value: '12' },
      { type: 'contact.change', field: 'usersNumber', value: '' },
      { type: 'contact.change', field: 'message', value: 'We have 300 people in three offices.' },
    ],
    'contact.submit': [{ type: 'contact.submit' }],
  },
  inputs: [{ defaultUsers: 25 }],
  outcomes: {
    createSalesRequest: { done: [undefined], error: [offline] },
    sendQuoteForm: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    errors: { usersNumber: null, phone: null, ...fieldProblems(ContactSalesForm, context.values) },
    message: context.values.message !== '',
    showErrors: context.showErrors,
    error: context.error !== null,
  }),
  maxStates: 20000,
}

export const contactSalesFlow = defineFlow({
  id: 'contactSales',
  file: 'licensing/contact-sales',
  title: 'Contact Sales',
  description:
    'Number of Users (25 when not boosted, 100 otherwise), Phone Number (required), Message (optional); Send creates the sales request, then sends the quote form: "Thanks for your inquiry! We will contact you shortly!". A failure keeps what was typed.',
  routes: ['/licensing'],
  machine: contactSalesMachine,
  scenarios: contactSalesScenarios,
})
