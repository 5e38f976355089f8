#!/bin/sh
# npm test: the typecheck and lint beside Vitest. The typecheck (one core, a few seconds) and lint (one
# core, about 17 s) run while Vitest starts up and builds the sample; side by side they end sooner than
# one after the other, on a machine whose cores the run keeps busy anyway. The run fails if any of them
# fails, and always waits for all three.
set -u
npm run --silent typecheck &
typecheck=$!
npm run --silent lint &
lint=$!
npx vitest run "$@"
tests=$?
wait "$typecheck"
typecheck_status=$?
wait "$lint"
lint_status=$?
[ "$typecheck_status" -ne 0 ] && echo "typecheck failed (exit $typecheck_status): see its messages above" >&2
[ "$lint_status" -ne 0 ] && echo "lint failed (exit $lint_status): see its messages above" >&2
[ "$tests" -ne 0 ] && exit "$tests"
[ "$typecheck_status" -ne 0 ] && exit "$typecheck_status"
exit "$lint_status"
