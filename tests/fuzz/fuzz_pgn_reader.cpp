// libFuzzer target for the PGN reader: every input goes through the oracle of pgn_oracle.h, which
// aborts when a property is violated. Build with -DKIBITZ_FUZZ=ON; run
// tools/fuzz/run_fuzzer.sh pgn.

#include "pgn_oracle.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    kibitz::fuzz::checkPgn(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
