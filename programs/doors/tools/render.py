#!/usr/bin/env python3
"""Draw Doors solutions with Unicode box-drawing characters, as the source presents them:
closed doors are walls, open doors are gaps, numbers are centred in their rooms.

Usage: clingo encoding.lp instances/grid1.lp 0 | python3 tools/render.py instances/grid1.lp

The instance gives the board size and the numbers (rows/1, cols/1, number/3 facts); each
answer set that clingo prints on standard input gives the open doors (open/3 atoms)."""
import re
import sys

# A corner joins up to four wall segments (north, east, south, west); this is its glyph.
CORNERS = {
    (0, 0, 0, 0): " ", (1, 0, 1, 0): "│", (0, 1, 0, 1): "─",
    (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐", (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘",
    (1, 1, 1, 0): "├", (1, 0, 1, 1): "┤", (0, 1, 1, 1): "┬", (1, 1, 0, 1): "┴",
    (1, 1, 1, 1): "┼",
    (1, 0, 0, 0): "╵", (0, 1, 0, 0): "╶", (0, 0, 1, 0): "╷", (0, 0, 0, 1): "╴",
}


def read_instance(path):
    text = re.sub(r"%.*", "", open(path).read())
    rows = int(re.search(r"rows\((\d+)\)", text).group(1))
    cols = int(re.search(r"cols\((\d+)\)", text).group(1))
    numbers = {(int(r), int(c)): n for r, c, n in
               re.findall(r"number\((\d+),(\d+),(\d+)\)", text)}
    return rows, cols, numbers


def draw(rows, cols, numbers, opened):
    width = max([len(n) for n in numbers.values()] + [1]) + 2

    def closed_east(r, c):  # wall between (r,c) and (r,c+1); the board's edges are walls
        return c == 0 or c == cols or (r, c, "e") not in opened

    def closed_south(r, c):  # wall between (r,c) and (r+1,c)
        return r == 0 or r == rows or (r, c, "s") not in opened

    lines = []
    for r in range(rows + 1):
        # The wall line below row r (r = 0: the top edge), corners at the column lines.
        line = ""
        for c in range(cols + 1):
            north = r > 0 and closed_east(r, c)
            south = r < rows and closed_east(r + 1, c)
            west = c > 0 and closed_south(r, c)
            east = c < cols and closed_south(r, c + 1)
            line += CORNERS[(north, east, south, west)]
            if c < cols:
                line += ("─" if east else " ") * width
        lines.append(line)
        if r == rows:
            break
        line = ""
        for c in range(cols + 1):
            line += "│" if closed_east(r + 1, c) else " "
            if c < cols:
                line += numbers.get((r + 1, c + 1), "").center(width)
        lines.append(line)
    return "\n".join(lines)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    rows, cols, numbers = read_instance(sys.argv[1])
    lines = sys.stdin.read().splitlines()
    found = False
    for i, line in enumerate(lines):
        if line.startswith("Answer:") and i + 1 < len(lines):
            opened = {(int(r), int(c), d) for r, c, d in
                      re.findall(r"open\((\d+),(\d+),([es])\)", lines[i + 1])}
            print(line)
            print(draw(rows, cols, numbers, opened))
            found = True
    if not found:
        print("no answer set")


if __name__ == "__main__":
    main()
