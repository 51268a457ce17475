#!/usr/bin/env bash
# Creates a migration for both databases after a schema change: `npm run migrate:create -- name`.
# Needs a local PostgreSQL (DATABASE_URL, default postgres://vetrina:vetrina@127.0.0.1:5432/vetrina_gen) for the Postgres one.
set -euo pipefail
name="${1:-change}"
export PAYLOAD_CONFIG_PATH=src/payload.config.ts
export DATA_DIR="$(mktemp -d)"
npx payload migrate:create "$name"
DATABASE_URL="${MIGRATE_DATABASE_URL:-postgres://vetrina:vetrina@127.0.0.1:5432/vetrina_gen}" npx payload migrate:create "$name"
npx payload generate:types
npx payload generate:importmap
