#!/usr/bin/env python3
"""Writes tests/data/minilm_reference.json: sentence-transformers embeddings of a few texts
with all-MiniLM-L6-v2, the reference the Rust encoder is tested against.
Run once with a venv outside the repo:
  python3 -m venv /work/venv-st && /work/venv-st/bin/pip install sentence-transformers torch
  /work/venv-st/bin/python tools/minilm_reference.py
"""
import json, os
from sentence_transformers import SentenceTransformer

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TEXTS = ["I am thirsty", "my throat is dry", "enamel camping mug", "I want to crack walnuts",
         "the parcel flaps keep popping open, could you help?", "refrigerator"]
m = SentenceTransformer(os.path.join(ROOT, "models", "all-minilm-l6-v2"), device="cpu")
E = m.encode(TEXTS, normalize_embeddings=True)
out = {"model": "all-MiniLM-L6-v2 (sentence-transformers, normalize_embeddings=True)",
       "texts": TEXTS, "embeddings": [[round(float(x), 7) for x in e] for e in E]}
with open(os.path.join(ROOT, "tests", "data", "minilm_reference.json"), "w") as f:
    json.dump(out, f)
print("wrote", len(TEXTS), "embeddings")
