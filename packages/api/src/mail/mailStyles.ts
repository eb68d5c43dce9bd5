/**
 * Inline styles of the e-mails' HTML: mail clients drop <style> blocks and external CSS, so
 * every element carries its own. System fonts and plain colours read well with images off.
 */
export const MAIL_STYLES = {
  body: 'margin:0;padding:0;background:#f3f4f6;',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;',
  brand: 'margin:0 0 16px;font-size:20px;font-weight:bold;color:#1d4ed8;',
  heading: 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;',
  paragraph: 'margin:0 0 16px;',
  code: 'margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:32px;font-weight:bold;letter-spacing:4px;color:#111827;',
  table: 'border-collapse:collapse;margin:0 0 16px;width:100%;',
  label: 'padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap;',
  value: 'padding:4px 0;color:#111827;vertical-align:top;',
  footer: 'margin:24px 0 0;font-size:13px;color:#4b5563;',
} as const
