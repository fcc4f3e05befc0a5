// Stands in for 'server-only' under Vitest (see vitest.config.ts).
