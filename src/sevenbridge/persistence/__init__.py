"""Files kept between runs: the saved match, settings and the match history.

Everything here reads and writes JSON through pydantic models, one file per
idea, each with a ``schema_version``. Writes are atomic and a file that cannot
be read is moved aside, never deleted, so no crash or bad file can cost the
player a match. The engine never imports this package.
"""
