#!/bin/sh
# Makes the pictures of the window that the repository keeps, from the program as built, under
# Xvfb, and checks each (size, not blank):
#   docs/images/window.png             the README's picture: the README's game, 1600x1000
#   docs/images/views/window-1024.png  the same at 1024x700
#   docs/images/views/clocks-1600.png  a rated lichess game with clocks, 1600x1000 and 1024x700
#   docs/images/views/clocks-1024.png
#   docs/images/views/help.png, setup.png, tags.png, engine-options.png, and the settings' tabs:
#                                      the dialogs, as their tests draw them
#   resources/help/*.png               the Help page's pictures, cut from window.png
# The analysis runs at the window's default budget, so the pictures show real figures; the whole
# run takes a few minutes. The cuts for the Help page assume the default layout at 1600x1000 (the
# board at the left, the Analysis dock at the right, the Charts under the board): look at the
# cut pictures after a change of layout.
#
#   tools/gui/make_pictures.sh
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
check="$here/tools/gui/check_screenshot.sh"
views="$here/docs/images/views"
bin="$here/build/tests/bin"
mkdir -p "$views"

KIBITZ_SCREENSHOT_SIZE=1600x1000 "$check" "$here/docs/images/window.png"
KIBITZ_SCREENSHOT_SIZE=1024x700 "$check" "$views/window-1024.png"
# One rated rapid game of the shared lichess file with [%clk] after every move (roYdcihy).
clocks=$(mktemp --suffix=.pgn)
trap 'rm -f "$clocks"' EXIT
awk -v RS= -v ORS='\n\n' '/lichess.org\/roYdcihy"/ { print; getline; print; exit }' \
    "$here/../shared/data/pgn/lichess/lichess-2021-10-903.pgn" >"$clocks"
KIBITZ_SCREENSHOT_GAME=$clocks KIBITZ_SCREENSHOT_SIZE=1600x1000 "$check" "$views/clocks-1600.png"
KIBITZ_SCREENSHOT_GAME=$clocks KIBITZ_SCREENSHOT_SIZE=1024x700 "$check" "$views/clocks-1024.png"

# The dialogs, as their tests draw them.
QT_QPA_PLATFORM=offscreen KIBITZ_STOCKFISH= KIBITZ_SCREENSHOT="$views/help.png" \
    "$bin/tst_helpdialog" >/dev/null
QT_QPA_PLATFORM=offscreen KIBITZ_STOCKFISH= KIBITZ_SCREENSHOT="$views/setup.png" \
    "$bin/tst_setupdialog" >/dev/null
QT_QPA_PLATFORM=offscreen KIBITZ_STOCKFISH= KIBITZ_SCREENSHOT="$views/tags.png" \
    "$bin/tst_tagsdialog" >/dev/null
QT_QPA_PLATFORM=offscreen KIBITZ_STOCKFISH= KIBITZ_SCREENSHOT="$views/engine-options.png" \
    "$bin/tst_ucilines" >/dev/null
QT_QPA_PLATFORM=offscreen KIBITZ_STOCKFISH= KIBITZ_SCREENSHOTS="$views" \
    "$bin/tst_settingsdialog" screenshots >/dev/null

# The Help page's pictures: the board with its evaluation bar, the panel's figures, the table of
# moves, the charts.
help="$here/resources/help"
window="$here/docs/images/window.png"
convert "$window" -crop 703x674+0+46 +repage -resize 50% "$help/board.png"
convert "$window" -crop 454x196+1146+150 +repage "$help/panel.png"
convert "$window" -crop 448x181+1152+349 +repage "$help/moves.png"
convert "$window" -crop 1129x141+0+827 +repage -resize 700x "$help/charts.png"
echo "PASS: pictures in docs/images and resources/help"
