#!/usr/bin/env bash
# Writes ./executable: the Node.js program behind a `#!/usr/bin/env node` line (no npm packages).
set -e
{ echo '#!/usr/bin/env node'; cat flatjson.js; } > executable
chmod +x executable
