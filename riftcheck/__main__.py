"""Allow ``python -m riftcheck``: the console script's entry, so Ctrl-C is caught from the start."""

from riftcheck._entry import main

if __name__ == "__main__":
    main()
