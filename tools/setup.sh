#!/usr/bin/env bash
# Sets up and builds Kibitz on Debian 12: installs the Debian packages that are missing (with
# apt-get, through sudo unless run as root), then configures and builds into ./build.
#
#   tools/setup.sh              install what is missing, configure, build
#   KIBITZ_BUILD_DIR=dir tools/setup.sh   build somewhere else
set -euo pipefail
cd "$(dirname "$0")/.."

# Everything Kibitz needs, each from Debian 12's archive (see the README's Dependencies section).
packages=(
    build-essential cmake ninja-build          # compiler and build tools
    qt6-base-dev libgl-dev                     # Qt Core, Gui, Widgets, Test (libgl: Qt6Gui's CMake needs it)
    qt6-charts-dev qt6-svg-dev                 # charts and SVG for the GUI
    libnlopt-dev                               # NLopt: the maximum-likelihood fits of the model of human play
    libqt6opengl6-dev                          # Qt6Charts' CMake files need Qt6OpenGL(Widgets)
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools  # Linguist: lupdate, lrelease
    fonts-dejavu-core                          # default font: board coordinates (pieces are SVG)
    stockfish                                  # the value search by default; the benchmarks' reference
    libfathom-dev                              # Syzygy tablebases: exact values of small endgames
    gnuchess glaurung                          # the other rungs of the strength ladder (UCI engines)
    pgn-extract                                # eco.pgn (opening names); referee of the PGN tests
    parallel                                   # GNU parallel: spreads kibitz-cli annotate over processes/machines
    python3 time                               # run the benchmark scripts (time: peak memory)
    python3-matplotlib                         # plots of the benchmark scripts (human_model.py)
    clang libclang-rt-14-dev                   # libFuzzer, for tools/fuzz/run_fuzzer.sh
    dpkg-dev                                   # dpkg-shlibdeps: the .deb's Depends (cpack)
    desktop-file-utils                         # desktop-file-validate (check_deb.sh)
    appstream                                  # appstreamcli: validates the metainfo (check_deb.sh)
    xvfb                                       # xvfb-run: virtual X display, GUI screenshots
    imagemagick                                # convert: cuts the Help page's pictures (tools/gui/make_pictures.sh)
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    echo "tools/setup.sh: installing ${missing[*]}"
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build=${KIBITZ_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_GUI=ON -DBUILD_TESTING=ON \
    -DKIBITZ_WARNINGS_AS_ERRORS=ON
cmake --build "$build" --parallel
