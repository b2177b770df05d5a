"""`python3 -m rasp [number] [options] [files]`: the `rasp` command with Python scripts
(`#script (python)`), run by the Python module (see `rasp.application`)."""

import sys

from .application import _main

sys.exit(_main())
