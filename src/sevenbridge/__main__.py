"""``python -m sevenbridge`` runs the ``sevenbridge`` command."""

import sys

from .cli import main

sys.exit(main())
