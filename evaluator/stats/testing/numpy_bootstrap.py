"""Independent check of the percentile bootstrap: reads {"values": [...], "seed": n} on stdin,
resamples with numpy's own generator (not the evaluator's), and prints [lo, hi] of the 95%
percentile interval of the mean, numpy's default (linear) percentiles, B = 10,000. Values that
are null are left out of each resample's mean, as V's mean leaves out instances without tests."""
import json
import sys

import numpy as np

doc = json.load(sys.stdin)
values = np.array([np.nan if v is None else v for v in doc["values"]], dtype=float)
rng = np.random.default_rng(doc.get("seed", 1))
draws = rng.integers(0, len(values), size=(10_000, len(values)))
means = np.nanmean(values[draws], axis=1)
means = means[~np.isnan(means)]
print(json.dumps([float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))]))
