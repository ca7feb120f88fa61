"""Allow ``python -m riftcheck``."""

from riftcheck.cli import main

if __name__ == "__main__":
    main()
