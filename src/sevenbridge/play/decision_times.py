"""Decision times in fixed space: a log-scale histogram that any number of timings fit in.

Keeping every decision's time costs memory in proportion to the games played
(about 3 KB a game), which a long tournament cannot afford. A histogram whose
buckets grow by a constant ratio keeps a count per bucket instead: 640 counts
whatever the number of decisions, and histograms from several worker
processes add up exactly, which an online estimator such as P² cannot do.

Each bucket spans a ratio of ``2 ** (1 / 16)`` (4.4%), and a percentile is
reported as the geometric middle of the bucket the exact percentile falls in,
so it is within 2.2% of the exact value, from 1 ns to 2 ** 40 ns (18 minutes;
a longer decision counts as 18 minutes).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

__all__ = ["BUCKETS_PER_DOUBLING", "DecisionTimes"]

BUCKETS_PER_DOUBLING: Final = 16
"""Buckets per doubling of the time: their width sets the accuracy (half a bucket, 2.2%)."""
BUCKETS: Final = 40 * BUCKETS_PER_DOUBLING
"""From 1 ns to 2 ** 40 ns."""


def _bucket(nanoseconds: int) -> int:
    return min(math.floor(math.log2(max(nanoseconds, 1)) * BUCKETS_PER_DOUBLING), BUCKETS - 1)


def _middle(bucket: int) -> float:
    """The geometric middle of ``bucket``, in nanoseconds."""
    return float(2 ** ((bucket + 0.5) / BUCKETS_PER_DOUBLING))


@dataclass(slots=True)
class DecisionTimes:
    """How many decisions took about how long, per log-scale bucket."""

    counts: list[int] = field(default_factory=lambda: [0] * BUCKETS)
    count: int = 0

    def add(self, nanoseconds: int) -> None:
        """Count one decision that took ``nanoseconds``."""
        self.counts[_bucket(nanoseconds)] += 1
        self.count += 1

    def merge(self, other: DecisionTimes) -> None:
        """Add the decisions counted by ``other``."""
        self.counts = [mine + theirs for mine, theirs in zip(self.counts, other.counts, strict=True)]
        self.count += other.count

    def percentile(self, share: float) -> float:
        """The time (ns) below which ``share`` of the decisions fall, within 2.2%; ``nan`` if none was counted."""
        if not self.count:
            return math.nan
        rank = max(1, math.ceil(share * self.count))
        seen = 0
        for bucket, count in enumerate(self.counts):
            seen += count
            if seen >= rank:
                return _middle(bucket)
        raise AssertionError("the counts add up to more than the count")

    def summary_ms(self) -> dict[str, float]:
        """``median`` and ``p99`` in milliseconds, and the number of ``decisions``."""
        return {
            "median": round(self.percentile(0.5) / 1e6, 4),
            "p99": round(self.percentile(0.99) / 1e6, 4),
            "decisions": self.count,
        }
