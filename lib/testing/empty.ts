// Stands in for 'server-only' under Jest, which runs server modules outside Next.js.
export {};
