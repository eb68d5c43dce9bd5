import { QR_CSS } from '../Checkout/qrCss.ts'
import { DIALOG_CSS } from '../LoginDialog/dialogCss.ts'
import { PARK_LAYOUT_CSS } from '../ParkDetail/parkLayoutCss.ts'
import { TRANSACTIONS_CSS } from '../Wallet/transactionsCss.ts'
import { CARD_FIELD_CSS } from '../payment/cardFieldCss.ts'
import { TABLE_CSS } from '../ui/tableCss.ts'
import { BASE_CSS } from './styles.ts'

/**
 * Every component's CSS: what a server puts in the head of a page it renders (`<style data-parkade>`),
 * so no component adds its own on the browser. The tables' rules come before the transactions', which
 * refine them for a narrow column.
 */
export const PARKADE_CSS: string = [BASE_CSS, CARD_FIELD_CSS, TABLE_CSS, PARK_LAYOUT_CSS, TRANSACTIONS_CSS, DIALOG_CSS, QR_CSS].join('')
