/** The modal dialog (sign-in and the like): comes with the dialog. */
export const DIALOG_CSS: string = /* css */ `
.parkade .pk-dialog-backdrop {
  position: fixed; inset: 0; background: rgba(10, 14, 22, 0.55);
  display: flex; align-items: center; justify-content: center; padding: 16px; z-index: 2147483000;
}
.parkade .pk-dialog {
  background: var(--pk-color-bg); color: var(--pk-color-text);
  border-radius: var(--pk-radius); padding: calc(var(--pk-space) * 3);
  width: min(440px, 100%); max-height: calc(100vh - 32px); overflow: auto;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
}
`
