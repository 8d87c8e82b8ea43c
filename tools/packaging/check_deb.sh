#!/usr/bin/env bash
# Builds the Debian package of Kibitz in a Release tree of its own and checks it: contents, the
# .desktop file (desktop-file-validate), the AppStream metainfo (appstreamcli validate --no-net),
# and that both programs start from a throwaway root made with dpkg -x. Nothing on the system
# changes, unless KIBITZ_DEB_INSTALL=1 and the script runs as root: then the package is really
# installed with apt-get (dependencies resolved), started, and purged again, together with any
# package the installation pulled in.
#
#   tools/packaging/check_deb.sh [BUILD_DIR]       default BUILD_DIR: build-deb (in the repository)
#   KIBITZ_DEB_INSTALL=1 tools/packaging/check_deb.sh   also install, start and remove (root only)
#   KIBITZ_JOBS=N tools/packaging/check_deb.sh      build with N jobs (default: all cores)
#
# Needs cmake, ninja-build, dpkg-dev (dpkg-shlibdeps), desktop-file-utils and appstream
# (tools/setup.sh installs them). Prints a PASS or FAIL line per check and a summary; the exit
# status is 0 only when every check passed.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)

build=${1:-build-deb}
case $build in /*) ;; *) build=$repo/$build ;; esac
jobs=${KIBITZ_JOBS:-$(nproc)}
app_id=io.github.kibitz.Kibitz

passed=()
failed=()
pass() { passed+=("$1"); echo "PASS: $1"; }
fail() { failed+=("$1"); echo "FAIL: $1"; }
section() { printf '\n== %s ==\n' "$1"; }

summary() {
    section "summary"
    local line
    for line in "${passed[@]+"${passed[@]}"}"; do echo "PASS: $line"; done
    for line in "${failed[@]+"${failed[@]}"}"; do echo "FAIL: $line"; done
    if ((${#failed[@]})); then
        echo "check_deb: FAIL (${#failed[@]} of $((${#passed[@]} + ${#failed[@]})) checks failed)"
        return 1
    fi
    echo "check_deb: PASS (${#passed[@]} checks)"
}

# A step the later checks cannot do without: on failure, report and stop.
fatal() {
    fail "$1"
    summary || true
    exit 1
}

for tool in cmake ninja cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null || fatal "tool $tool is missing (tools/setup.sh installs it)"
done

scratch=$(mktemp -d "${TMPDIR:-/tmp}/kibitz-deb.XXXXXX")
installed_by_us=0
cleanup() {
    local status=$?
    if ((installed_by_us)); then
        echo "check_deb: removing the installed package after an interruption" >&2
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq kibitz >/dev/null 2>&1 || true
    fi
    rm -rf "$scratch"
    return $status
}
trap cleanup EXIT

# --- build and package ----------------------------------------------------------------------
section "configure and build ($build)"
cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_GUI=ON \
    -DBUILD_TESTING=OFF >"$scratch/configure.log" 2>&1 ||
    { tail -30 "$scratch/configure.log"; fatal "configure $build"; }
pass "configure $build (Release, GUI on, tests off)"
cmake --build "$build" --parallel "$jobs" ||
    fatal "build $build"
pass "build $build"

section "cpack -G DEB"
rm -f "$build"/kibitz_*.deb
(cd "$build" && cpack -G DEB) || fatal "cpack -G DEB"
debs=("$build"/kibitz_*.deb)
if [ ! -f "${debs[0]}" ] || ((${#debs[@]} != 1)); then
    fatal "cpack made exactly one kibitz_*.deb"
fi
deb=${debs[0]}
pass "cpack -G DEB made $(basename "$deb")"

# --- contents -------------------------------------------------------------------------------
section "dpkg-deb -I"
dpkg-deb -I "$deb"
section "dpkg-deb -c"
dpkg-deb -c "$deb"
dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|' >"$scratch/contents"

version=$(dpkg-deb -f "$deb" Version)
upstream=${version%%-*}
echo
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes ($(du -h "$deb" | cut -f1))"
echo "Version: $version"
echo "Depends: $(dpkg-deb -f "$deb" Depends)"
echo "Recommends: $(dpkg-deb -f "$deb" Recommends)"
echo "Suggests: $(dpkg-deb -f "$deb" Suggests)"

section "contents"
desktop=/usr/share/applications/$app_id.desktop
metainfo=/usr/share/metainfo/$app_id.metainfo.xml
icon=/usr/share/icons/hicolor/scalable/apps/$app_id.svg
for file in /usr/bin/kibitz /usr/bin/kibitz-cli "$desktop" "$metainfo" "$icon"; do
    if grep -qxF "$file" "$scratch/contents"; then
        pass "package contains $file"
    else
        fail "package contains $file"
    fi
done
depends=$(dpkg-deb -f "$deb" Depends)
for library in libqt6widgets6 libqt6svg6 libqt6charts6; do
    if [[ ", $depends" == *", $library "* || ", $depends," == *", $library,"* ]]; then
        pass "Depends names $library"
    else
        fail "Depends names $library"
    fi
done

# --- unpack into a throwaway root -----------------------------------------------------------
root=$scratch/root
dpkg -x "$deb" "$root"

# --- validators -----------------------------------------------------------------------------
section "desktop-file-validate $desktop"
if [ -f "$root$desktop" ]; then
    set +e
    desktop_out=$(desktop-file-validate "$root$desktop" 2>&1)
    desktop_status=$?
    set -e
    echo "${desktop_out:-(no output)}"
    desktop_errors=$(grep -c ': error:' <<<"$desktop_out" || true)
    desktop_warnings=$(grep -c ': warning:' <<<"$desktop_out" || true)
    desktop_hints=$(grep -c ': hint:' <<<"$desktop_out" || true)
    if ((desktop_status == 0 && desktop_errors == 0)); then
        pass "desktop-file-validate: 0 errors, $desktop_warnings warnings, $desktop_hints hints"
    else
        fail "desktop-file-validate: $desktop_errors errors (exit $desktop_status)"
    fi
    # The launcher must name what the package installs.
    exec_line=$(sed -n 's/^Exec=//p' "$root$desktop" | head -1)
    icon_line=$(sed -n 's/^Icon=//p' "$root$desktop" | head -1)
    if [ -x "$root/usr/bin/${exec_line%% *}" ] && [[ $exec_line == *%[fF]* ]]; then
        pass "desktop Exec=$exec_line runs an installed program and takes a file"
    else
        fail "desktop Exec=$exec_line runs an installed program and takes a file"
    fi
    if [ "$icon_line" = "$app_id" ] && [ -f "$root$icon" ]; then
        pass "desktop Icon=$icon_line is installed"
    else
        fail "desktop Icon=$icon_line is installed"
    fi
else
    fail "desktop-file-validate: $desktop is not in the package"
fi

section "appstreamcli validate --no-net $metainfo"
if [ -f "$root$metainfo" ]; then
    set +e
    appstream_out=$(appstreamcli validate --no-net --pedantic "$root$metainfo" 2>&1)
    appstream_status=$?
    set -e
    echo "$appstream_out"
    appstream_errors=$(grep -c '^E:' <<<"$appstream_out" || true)
    appstream_warnings=$(grep -c '^W:' <<<"$appstream_out" || true)
    appstream_infos=$(grep -c '^[IP]:' <<<"$appstream_out" || true)
    # appstreamcli exits non-zero for warnings too; only errors fail the check.
    if ((appstream_errors == 0 && (appstream_status == 0 || appstream_warnings > 0))); then
        pass "appstreamcli validate: 0 errors, $appstream_warnings warnings, $appstream_infos infos"
    else
        fail "appstreamcli validate: $appstream_errors errors (exit $appstream_status)"
    fi
else
    fail "appstreamcli validate: $metainfo is not in the package"
fi

# --- start the programs from the throwaway root ---------------------------------------------
# Prints the output of "$@" and checks that it exits 0 and names the upstream version.
check_version() {
    local what=$1 out status
    shift
    set +e
    out=$(timeout 60 "$@" 2>&1)
    status=$?
    set -e
    echo "$what: $out"
    if ((status == 0)) && grep -qF "$upstream" <<<"$out"; then
        pass "$what prints version $upstream"
    else
        fail "$what prints version $upstream (exit $status)"
    fi
}

# Qt wants a private runtime directory; without one it warns on every start.
export XDG_RUNTIME_DIR=$scratch/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"

section "run from dpkg -x root"
for program in kibitz kibitz-cli; do
    if [ -x "$root/usr/bin/$program" ]; then
        missing_libs=$(ldd "$root/usr/bin/$program" | grep 'not found' || true)
        if [ -z "$missing_libs" ]; then
            pass "ldd usr/bin/$program: every library found"
        else
            echo "$missing_libs"
            fail "ldd usr/bin/$program: libraries missing"
        fi
    fi
done
check_version "usr/bin/kibitz-cli --version" "$root/usr/bin/kibitz-cli" --version
check_version "usr/bin/kibitz --version (offscreen)" \
    env QT_QPA_PLATFORM=offscreen "$root/usr/bin/kibitz" --version

# --- optionally install for real ------------------------------------------------------------
section "install with apt-get"
if [ "${KIBITZ_DEB_INSTALL:-0}" != 1 ]; then
    echo "skipped: set KIBITZ_DEB_INSTALL=1 (as root) to install, start and remove the package"
elif [ "$(id -u)" -ne 0 ]; then
    echo "skipped: KIBITZ_DEB_INSTALL=1 needs root"
elif dpkg-query -W -f='${Status}' kibitz 2>/dev/null | grep -q 'install ok installed'; then
    fail "install: a kibitz package is already installed; not touching it"
else
    list_packages() {
        dpkg-query -W -f='${binary:Package} ${Status}\n' | awk '$4 == "installed" { print $1 }' |
            sort
    }
    list_packages >"$scratch/before"
    installed_by_us=1
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb"; then
        pass "apt-get install $(basename "$deb")"
        check_version "/usr/bin/kibitz --version (offscreen)" \
            env QT_QPA_PLATFORM=offscreen /usr/bin/kibitz --version
        check_version "/usr/bin/kibitz-cli --version" /usr/bin/kibitz-cli --version
        for file in "$desktop" "$metainfo" "$icon"; do
            if [ -f "$file" ]; then pass "installed $file"; else fail "installed $file"; fi
        done
    else
        fail "apt-get install $(basename "$deb")"
    fi
    # Purge kibitz and whatever the installation pulled in, so the system is as before.
    list_packages >"$scratch/after"
    mapfile -t added < <(comm -13 "$scratch/before" "$scratch/after")
    # kibitz itself even when apt-get left it half-installed.
    if dpkg-query -W kibitz >/dev/null 2>&1 && [[ " ${added[*]} " != *" kibitz "* ]]; then
        added+=(kibitz)
    fi
    if ((${#added[@]})); then
        echo "purging: ${added[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -q "${added[@]}"
    fi
    installed_by_us=0
    list_packages >"$scratch/restored"
    if cmp -s "$scratch/before" "$scratch/restored" && [ ! -e /usr/bin/kibitz ] &&
        [ ! -e /usr/bin/kibitz-cli ]; then
        pass "removed again: installed packages as before"
    else
        diff "$scratch/before" "$scratch/restored" || true
        fail "removed again: installed packages as before"
    fi
fi

summary
