import type { Transporter } from 'nodemailer'
import type { ClaimedMail } from './claimNextMail.ts'

/** Sends one claimed message through `transport`: text and HTML alternatives, its files, its Message-ID. */
export async function deliverMail(transport: Transporter, from: string, mail: ClaimedMail): Promise<void> {
  await transport.sendMail({
    from,
    to: mail.to_email,
    subject: mail.subject,
    text: mail.body,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.message_id,
    headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated' },
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.content, 'base64'),
      contentType: file.content_type,
      ...(file.cid ? { cid: file.cid } : {}),
    })),
  })
}
