import { contactSalesMachine } from '../../../../machines/licensing/contact-sales.machine'
import { createSalesRequest, sendQuoteForm } from '../../../api/licensing/plan'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Contact Sales: the sales request, then the quote form, both signed with who is asking. */
export function bindContactSales(deps: FlowDeps) {
  return contactSalesMachine.provide({
    actors: {
      createSalesRequest: gatewayCall((values) => {
        const { user, company } = deps.who()
        return createSalesRequest(deps.api, companyIdOf(deps), {
          fullName: `${user?.name ?? ''} ${user?.lastName ?? ''}`.trim(),
          companyName: company?.name ?? '',
          email: user?.email ?? '',
          usersNumber: Number(values.usersNumber.trim()),
          message: values.message,
        })
      }),
      sendQuoteForm: gatewayCall((values) => {
        const { user, company } = deps.who()
        return sendQuoteForm(deps.api, {
          name: user?.name ?? '',
          lastName: user?.lastName ?? '',
          email: user?.email ?? '',
          users: Number(values.usersNumber.trim()),
          message: values.message,
          phone: values.phone.trim(),
          companyName: company?.name ?? '',
          country: company?.country ?? '',
        })
      }),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
