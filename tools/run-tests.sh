#!/bin/sh
# npm test: the typecheck, then lint beside Vitest. Lint runs on one core for about 17 s while Vitest
# starts up and keeps both cores busy; side by side they end sooner than one after the other. The run
# fails if either fails, and always waits for both.
set -u
npm run --silent typecheck || exit 1
npm run --silent lint &
lint=$!
npx vitest run "$@"
tests=$?
wait "$lint"
lint_status=$?
[ "$lint_status" -ne 0 ] && echo "lint failed (exit $lint_status): see its messages above" >&2
[ "$tests" -ne 0 ] && exit "$tests"
exit "$lint_status"
