/** A booking's QR code: comes with the confirmation. */
export const QR_CSS: string = /* css */ `
.parkade .pk-qr { width: 160px; height: 160px; background: #fff; padding: 8px; border-radius: 6px; }
`
