#!/bin/sh
# The date-sensitive part of the suite once more, with the machine's clock moved (Debian's faketime moves
# it for Node and for both Chromium builds alike): the site's browser tests that show what is on, coming
# or past (the build, the programme, calendars, opening hours, the visit plan, the runtime's markers), the
# publishing service's day's build and the date rules. Every test pins the clocks it reads (the build's and the browser's), so the same tests
# must pass on any day; one that reads the machine's date fails here. CLOCK_OFFSET is faketime's relative
# offset (default: a year ahead); `faketime '2026-03-29 00:30:00' npm run test:site` and the like try a
# fixed day instead.
set -eu
command -v faketime >/dev/null 2>&1 || { echo "faketime is missing: apt-get install faketime" >&2; exit 1; }
offset="${CLOCK_OFFSET:-+365d}"
echo "the date-sensitive tests with the clock at $(faketime -f "$offset" date -u '+%Y-%m-%d %H:%M UTC')"
exec faketime -f "$offset" npx vitest run --project node --project 'dates-*' \
  tests/browser/site.test.ts tests/browser/today-programme.test.ts tests/browser/listing.test.ts \
  tests/browser/opening-hours.test.ts tests/browser/subscribe.test.ts tests/browser/visit.test.ts \
  tests/browser/runtime.test.ts tests/unit/sample-alive.test.ts tests/unit/sample-dates-build.test.ts \
  pages/content/sample-dates.test.ts tests/unit/dates.test.ts tests/unit/programme-rules.test.ts \
  tests/unit/listing-filters.test.ts tests/unit/views.test.tsx tests/unit/feeds.test.ts \
  pages/rules/opening-hours.test.ts pages/rules/today.test.ts tests/unit/time-zone.test.ts \
  tests/unit/publisher-day.test.ts tests/browser/publisher-day.test.ts "$@"
