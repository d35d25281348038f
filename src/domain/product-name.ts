/** Our product's name, where no partner's brand names it (001 §7 white label). */
export const DEFAULT_PRODUCT_NAME = 'Awareness Admin'
