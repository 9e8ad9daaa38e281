import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes the committed migrations in drizzle/; db/index.ts applies them.
export default defineConfig({
  dialect: "sqlite",
  schema: ["./db/schema/*.ts", "./db/coverage-schema.ts"],
  out: "./drizzle",
  dbCredentials: { url: process.env.TSB_DB ?? "data/tsb.sqlite" },
});
