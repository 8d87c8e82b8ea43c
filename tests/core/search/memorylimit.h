#pragma once

// For tests of what happens when memory runs out: while an AddressSpaceLimit lives, this process
// cannot map more than `bytes` of address space beyond what it uses now, so that a large
// allocation fails with std::bad_alloc however much memory the machine has. (Not under
// AddressSanitizer, which reserves terabytes of address space.)

#include <cstdint>
#include <fstream>
#include <string>
#include <sys/resource.h>

namespace kibitz::test {

class AddressSpaceLimit {
public:
    explicit AddressSpaceLimit(std::uint64_t bytes) {
        getrlimit(RLIMIT_AS, &saved_);
        rlimit limit = saved_;
        limit.rlim_cur = rlim_t(usedBytes() + bytes);
        setrlimit(RLIMIT_AS, &limit);
    }
    ~AddressSpaceLimit() { setrlimit(RLIMIT_AS, &saved_); }
    AddressSpaceLimit(const AddressSpaceLimit&) = delete;
    AddressSpaceLimit& operator=(const AddressSpaceLimit&) = delete;

private:
    static std::uint64_t usedBytes() {
        std::ifstream statm("/proc/self/statm");
        std::uint64_t pages = 0;
        statm >> pages;
        return pages * 4096;
    }
    rlimit saved_{};
};

} // namespace kibitz::test
