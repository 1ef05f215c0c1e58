"""Shared test settings: Hypothesis profiles.

The default profile keeps CI fast; ``SEVENBRIDGE_HYPOTHESIS=long`` explores far
more games (minutes), for a change to the engine's rules.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("long", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("SEVENBRIDGE_HYPOTHESIS", "default"))
