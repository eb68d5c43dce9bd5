// Vite's `?raw` imports (the text of a file), declared here for programs without vite/client's types.
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?raw' {
  const text: string
  export default text
}
declare module 'maplibre-gl/dist/maplibre-gl.css?raw' {
  const text: string
  export default text
}
