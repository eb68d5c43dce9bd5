// Debian's Chromium with the flags this machine needs (TOOLCHAIN.md): without the
// background-networking flags it keeps reaching for the internet.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
