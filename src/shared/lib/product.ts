/** The product's name, as every page, e-mail and message writes it. */
export const PRODUCT_NAME = 'ReviewTap';
